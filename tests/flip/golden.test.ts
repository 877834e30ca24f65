import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { replayFlip } from '../../src/flip/index';

const dir = join(__dirname, 'golden');

describe('golden Flip Voyage records (replayed in CI)', () => {
  test.each(readdirSync(dir).filter((f) => f.endsWith('.json')))(
    '%s replays to its recorded hash',
    (file) => {
      const record = JSON.parse(readFileSync(join(dir, file), 'utf8')) as { finalHash: string };
      const { state, hash } = replayFlip(record);
      expect(hash).toBe(record.finalHash);
      expect(state.phase).toBe('over');
    },
  );
});
