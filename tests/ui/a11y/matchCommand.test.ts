import { expect, test } from 'vitest';
import { matchCommand } from '../../../src/ui/a11y/matchCommand';

const LABELS = [
  'Move to North Atlantic (1)',
  'Move to South Atlantic (1)',
  'Attack Frigate (Britain) (1)',
  'Attack Hidden Ship (1)',
  'Search for treasure (1)',
  'End your turn',
];

test('text commands pick the option a player names', () => {
  expect(matchCommand('move north atlantic', LABELS)).toEqual({ kind: 'chosen', index: 0 });
  expect(matchCommand('Mo s atl', LABELS)).toEqual({ kind: 'chosen', index: 1 });
  expect(matchCommand('attack 2', LABELS)).toEqual({ kind: 'chosen', index: 3 });
  expect(matchCommand('5', LABELS)).toEqual({ kind: 'chosen', index: 4 });
  expect(matchCommand('end', LABELS)).toEqual({ kind: 'chosen', index: 5 });
});

test('unclear or unknown commands are answered, never guessed', () => {
  expect(matchCommand('move', LABELS)).toEqual({ kind: 'ambiguous', indices: [0, 1] });
  expect(matchCommand('attack 3', LABELS)).toEqual({ kind: 'ambiguous', indices: [2, 3] });
  expect(matchCommand('fly to the moon', LABELS)).toEqual({ kind: 'none' });
  expect(matchCommand('9', LABELS)).toEqual({ kind: 'none' });
  expect(matchCommand('options', LABELS)).toEqual({ kind: 'list' });
  expect(matchCommand('?', LABELS)).toEqual({ kind: 'list' });
});
