/** Finding one's way (Japanese): lessons, menus, online joining, versus traces, Flip moves, stream controls. */
export const wayfindingJa = {
  or: 'か',
  lesson: {
    answered: '{{step}}：',
  },
};
