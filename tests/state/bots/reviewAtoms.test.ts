import { createStore } from 'jotai';
import { describe, expect, test } from 'vitest';
import { createGame, defaultSetup } from '../../../src/core/createGame';
import { applyActionInPlace } from '../../../src/core/engine';
import { boardViewAtom } from '../../../src/state/nemo/boardViewAtom';
import { createInlineBotClient } from '../../../src/state/bots/botClient';
import { botClientAtom } from '../../../src/state/bots/botClientAtom';
import {
  requestReviewAtom,
  reviewViewAtom,
  showReviewMomentAtom,
} from '../../../src/state/bots/reviewAtoms';
import { toBoardView } from '../../../src/state/nemo/toBoardView';
import {
  dispatchAtom,
  legalActionsAtom,
  newGameAtom,
  sessionReadAtom,
  skipPlaybackAtom,
  storageAtom,
} from '../../../src/state/nemo/gameAtoms';
import { memoryStorage } from '../app/memoryStorage';

async function waitFor(ok: () => boolean, ms = 50_000): Promise<void> {
  const end = Date.now() + ms;
  while (!ok()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 20));
  }
}

describe('review at the score sheet', () => {
  test('lists the three costliest decisions and shows the board as it was before one', async () => {
    const store = createStore();
    store.set(storageAtom, memoryStorage());
    store.set(botClientAtom, createInlineBotClient());
    const setup = defaultSetup({ seed: 'coach-2', motive: 'explore' });
    store.set(newGameAtom, setup);
    // A quick voyage: always the last option.
    for (let i = 0; i < 2000 && !store.get(sessionReadAtom)?.state.result; i++) {
      store.set(skipPlaybackAtom);
      const legal = store.get(legalActionsAtom);
      store.set(dispatchAtom, legal[legal.length - 1]!);
    }
    store.set(skipPlaybackAtom);
    const session = store.get(sessionReadAtom)!;
    expect(session.state.result).toBeTruthy();
    const finalView = store.get(boardViewAtom);

    store.set(requestReviewAtom);
    expect(store.get(reviewViewAtom).status).toBe('thinking');
    await waitFor(() => store.get(reviewViewAtom).status !== 'thinking');
    const view = store.get(reviewViewAtom);
    if (view.status !== 'ready') throw new Error(`review ${view.status}`);
    expect(view.lines).toHaveLength(3);
    const costs = view.lines.map((l) => l.cost);
    expect(costs).toEqual([...costs].sort((a, b) => b - a));
    for (const line of view.lines) {
      expect(line.cost).toBeGreaterThan(0);
      expect(line.played).not.toBe(line.preferred);
    }

    const line = view.lines[0]!;
    store.set(showReviewMomentAtom, line.index);
    const then = createGame(setup).state;
    for (const a of session.actions.slice(0, line.index)) applyActionInPlace(then, a);
    expect(then.turn).toBe(line.turn);
    expect(store.get(boardViewAtom)).toEqual(toBoardView(then, null));
    expect(store.get(boardViewAtom)).not.toEqual(finalView);

    store.set(showReviewMomentAtom, null);
    expect(store.get(boardViewAtom)).toEqual(finalView);
  });
});
