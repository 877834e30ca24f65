/** Every key a game screen answers to, for the shortcuts list (the handlers live with their panels). */
export const SHORTCUTS = [
  { keys: ['1', '…', '9'], label: 'a11y.key.choose' },
  { keys: ['A', '…', 'Z'], label: 'firstGame.key.letters' },
  { keys: ['Space'], label: 'firstGame.key.space' },
  { keys: ['H'], label: 'firstGame.key.coach' },
  { keys: ['T'], label: 'a11y.key.topView' },
  { keys: ['Home'], label: 'a11y.key.home' },
  { keys: ['Esc'], label: 'a11y.key.clear' },
  { keys: ['P'], label: 'a11y.key.dock' },
  { keys: ['B'], label: 'a11y.key.mirror' },
  { keys: ['/'], label: 'a11y.key.command' },
  { keys: ['?'], label: 'a11y.key.help' },
] as const;
