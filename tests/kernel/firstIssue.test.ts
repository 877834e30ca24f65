import { describe, expect, test } from 'vitest';
import { z } from 'zod';
import { firstIssue } from '../../src/kernel/firstIssue';

const effect = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('gain'), amount: z.number() }).strict(),
  z.object({ kind: z.literal('lose'), amount: z.number() }).strict(),
]);
const file = z.object({ name: z.string(), effects: z.array(effect) }).strict();

function problem(value: unknown): string {
  const parsed = file.safeParse(value);
  if (parsed.success) throw new Error('expected a problem');
  return firstIssue(parsed.error, '(root)');
}

describe('firstIssue: the first schema problem as one readable line', () => {
  test('names the path as it is written in the data and the type expected', () => {
    expect(problem({ name: 'x', effects: [{ kind: 'gain', amount: 'lots' }] })).toBe(
      'effects[0].amount: expected number',
    );
  });

  test('names an unknown variant at its discriminator field', () => {
    expect(problem({ name: 'x', effects: [{ kind: 'boom' }] })).toBe(
      'effects[0].kind: unknown kind',
    );
  });

  test('names unknown fields, and the root when the whole value is wrong', () => {
    expect(problem({ name: 'x', effects: [], extra: 1 })).toBe('(root): unknown field "extra"');
    expect(problem(7)).toBe('(root): expected object');
  });
});
