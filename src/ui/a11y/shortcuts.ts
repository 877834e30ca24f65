/** Every key a game screen answers to, for the shortcuts list (the handlers live with their panels). */
export const SHORTCUTS = [
  { keys: ['1', '…', '9'], does: 'choose' },
  { keys: ['T'], does: 'topView' },
  { keys: ['Home'], does: 'home' },
  { keys: ['Esc'], does: 'clear' },
  { keys: ['P'], does: 'dock' },
  { keys: ['B'], does: 'mirror' },
  { keys: ['/'], does: 'command' },
  { keys: ['?'], does: 'help' },
] as const;
