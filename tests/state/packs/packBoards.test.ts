import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { defaultSetup } from '../../../src/core/createGame';
import { packHash, parseContentPack } from '../../../src/core/content/index';
import { boardPath } from '../../../src/state/voyage/voyageApi';
import { boardRefText, parseBoardRef } from '../../../src/state/voyage/voyageUrl';
import { boardsOfSetup } from '../../../src/ui/voyage/boardsOfSetup';
import { withPack } from '../../../src/state/packs/packAtoms';

const PACK = parseContentPack(readFileSync('content/example-pack.json', 'utf8'));

describe('a content pack’s boards in the page', () => {
  test('a voyage with a pack links to its pack’s boards, never the day’s', () => {
    const hash = packHash(PACK);
    const boards = boardsOfSetup(withPack(defaultSetup({ seed: 's', motive: 'war' }), PACK));
    expect(boards).toEqual([
      { kind: 'seed', seed: 's', pack: hash },
      { kind: 'motive', motive: 'war', difficulty: 'normal', pack: hash },
    ]);
    expect(boards.map(boardPath)).toEqual([
      `/api/boards/seed/s?pack=${hash}`,
      `/api/boards/motive/war/normal?pack=${hash}`,
    ]);
    for (const ref of boards) expect(parseBoardRef(boardRefText(ref))).toEqual(ref);
    expect(parseBoardRef(`pack:${hash}:daily:2026-12-05`)).toBeNull();
  });

  test('the pack’s hash ignores its name and schema pointer, not its effects', () => {
    const renamed = { ...PACK, name: 'Another name', $schema: 'x.json' };
    expect(packHash(renamed)).toBe(packHash(PACK));
    const changed = { ...PACK, cards: { ...PACK.cards, E01: { fail: [] } } };
    expect(packHash(changed)).not.toBe(packHash(PACK));
  });
});
