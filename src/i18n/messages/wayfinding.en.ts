/** Finding one's way: lessons, menus, online joining, versus traces, Flip moves, stream controls. */
export const wayfindingEn = {
  or: ' or ',
  lesson: {
    answered: '{{step}}: ',
  },
};
