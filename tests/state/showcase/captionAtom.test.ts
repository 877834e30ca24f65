import { createStore } from 'jotai';
import { expect, test } from 'vitest';
import { defaultSetup } from '../../../src/core/createGame';
import { policyFor } from '../../../src/core/bots/policyFor';
import type { RngState } from '../../../src/core/rng';
import type { Seat } from '../../../src/core/types';
import { pageBotRng } from '../../../src/kernel/seeds';
import { captionOf, showcaseHoldMsOf } from '../../../src/state/nemo/events/eventCatalogue';
import {
  advancePlaybackAtom,
  decisionAtom,
  dispatchAtom,
  latestStateAtom,
  newGameAtom,
  pendingEventAtom,
  shownEventsAtom,
  shownStateAtom,
  storageAtom,
} from '../../../src/state/nemo/gameAtoms';
import { captionAtom } from '../../../src/state/showcase/showcaseAtoms';

const SEED = 'caption-walk';

test('across a show, the caption is the latest event that says something, and goes once a wordless staged event has played', () => {
  const store = createStore();
  store.set(storageAtom, null);
  store.set(newGameAtom, defaultSetup({ seed: SEED, motive: 'explore' }));
  const rngs: Partial<Record<Seat, RngState>> = {};
  let captioned = 0;
  let cleared = 0;
  for (let decisions = 0; decisions < 120; decisions++) {
    while (store.get(pendingEventAtom)) {
      store.set(advancePlaybackAtom, 1);
      const events = store.get(shownEventsAtom);
      const last = events[events.length - 1];
      const state = store.get(shownStateAtom);
      if (!last || !state) continue;
      const caption = store.get(captionAtom);
      const own = captionOf(last, state);
      if (own) {
        // A new caption replaces the old one the moment its event has played.
        expect(caption?.id).toBe(events.length - 1);
        expect(caption?.text).toBe(own.text);
        captioned++;
      } else if (showcaseHoldMsOf(last) > 0) {
        // A staged event without words of its own: no earlier caption stays over it.
        expect(caption).toBeNull();
        cleared++;
      } else if (caption) {
        // Bookkeeping (no hold) keeps the caption of the event it belongs to.
        expect(caption.id).toBeLessThan(events.length - 1);
      }
    }
    const decision = store.get(decisionAtom);
    const state = store.get(latestStateAtom);
    if (!decision || !state || state.result) break;
    const rng = (rngs[decision.seat] ??= pageBotRng(SEED, decision.seat));
    store.set(dispatchAtom, policyFor(decision.seat, 'greedy')(state, decision, rng));
  }
  expect(captioned).toBeGreaterThan(50);
  expect(cleared).toBeGreaterThan(0);
});
