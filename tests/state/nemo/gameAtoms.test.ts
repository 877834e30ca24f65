import { createStore } from 'jotai';
import { describe, expect, test } from 'vitest';
import { defaultSetup } from '../../../src/core/createGame';
import type { GameEvent } from '../../../src/core/gameEvent';
import type { Action } from '../../../src/core/types';
import { boardViewAtom } from '../../../src/state/nemo/boardViewAtom';
import { rollRequestsAtom } from '../../../src/state/table/diceAtoms';
import {
  advancePlaybackAtom,
  canUndoAtom,
  decisionAtom,
  dispatchAtom,
  latestStateAtom,
  messageAtom,
  newGameAtom,
  pendingEventAtom,
  shownEventsAtom,
  shownStateAtom,
  skipPlaybackAtom,
  stagedRollAtom,
  storageAtom,
  undoAtom,
  continueAutosaveAtom,
} from '../../../src/state/nemo/gameAtoms';
import { savedGames } from '../../../src/state/nemo/autosaves';
import { speedAtom } from '../../../src/state/app/settings';
import { memoryStorage } from '../app/memoryStorage';

function newStore() {
  const store = createStore();
  const storage = memoryStorage();
  store.set(storageAtom, storage);
  store.set(speedAtom, '1');
  store.set(newGameAtom, defaultSetup({ seed: 'atoms' }));
  return { store, storage };
}

/** Answers decisions with their first option, showing every event, until `stop` says so. */
function playUntil(
  store: ReturnType<typeof createStore>,
  stop: (events: GameEvent[]) => boolean,
  limit = 200,
): void {
  for (let i = 0; i < limit; i++) {
    store.set(skipPlaybackAtom);
    const decision = store.get(decisionAtom);
    if (!decision) return;
    const action = decision.options.find((o) => o.type !== 'buyStartingUpgrade') as Action;
    store.set(dispatchAtom, action);
    const p = store.get(pendingEventAtom);
    if (p && stop([p])) return;
  }
}

describe("Nemo's War session atoms (createStore)", () => {
  test('a new game asks the first decision and autosaves', () => {
    const { store, storage } = newStore();
    expect(store.get(decisionAtom)?.kind).toBeTruthy();
    expect(savedGames(storage)[0]?.record).toContain('"game":"nemos-war"');
  });

  test('an illegal action is reported, naming the rule, and changes nothing', () => {
    const { store } = newStore();
    const before = store.get(latestStateAtom);
    expect(store.set(dispatchAtom, { type: 'endActions' })).toBe(false);
    expect(store.get(messageAtom)?.text).toMatch(/Illegal action "end the Action Phase"/);
    expect(store.get(latestStateAtom)).toBe(before);
  });

  test('the table trails the truth event by event, and the decision waits for the last one', () => {
    const { store } = newStore();
    const decision = store.get(decisionAtom)!;
    store.set(dispatchAtom, decision.options[decision.options.length - 1] as Action);
    const truth = store.get(latestStateAtom);
    expect(store.get(pendingEventAtom)).not.toBeNull();
    expect(store.get(decisionAtom)).toBeNull();
    expect(store.get(shownStateAtom)).not.toBe(truth);
    const shownBefore = store.get(shownEventsAtom).length;
    store.set(advancePlaybackAtom);
    expect(store.get(shownEventsAtom).length).toBe(shownBefore + 1);
    store.set(skipPlaybackAtom);
    expect(store.get(shownStateAtom)).toBe(truth);
    expect(store.get(decisionAtom)).not.toBeNull();
  });

  test('the board view follows the shown state, not the truth', () => {
    const { store } = newStore();
    playUntil(store, (events) => events.some((e) => e.type === 'NautilusMoved'));
    const pending = store.get(pendingEventAtom);
    expect(pending?.type).toBe('NautilusMoved');
    expect(store.get(boardViewAtom).nautilus).toBe(store.get(shownStateAtom)?.nautilus ?? null);
    store.set(advancePlaybackAtom);
    const to = pending?.type === 'NautilusMoved' ? pending.to : null;
    expect(store.get(boardViewAtom).nautilus).toBe(to);
  });

  test('a dice roll coming on stage asks the tray for exactly one throw', () => {
    const { store } = newStore();
    playUntil(store, (events) => events.some((e) => e.type === 'DiceRolled'));
    for (let i = 0; i < 50 && store.get(pendingEventAtom)?.type !== 'DiceRolled'; i++) {
      store.set(advancePlaybackAtom);
    }
    const roll = store.get(pendingEventAtom);
    expect(roll?.type).toBe('DiceRolled');
    expect(store.get(stagedRollAtom)?.event).toBe(roll);
    const queued = store.get(rollRequestsAtom);
    expect(queued).toHaveLength(1);
    if (roll?.type === 'DiceRolled') {
      expect(queued[0]?.dice.map((d) => d.value)).toEqual(roll.dice.map((d) => d.value));
      expect(queued[0]?.rollIndex).toBe(roll.rollIndex);
    }
  });

  test('undo goes back one action unless a roll or reveal came since; continue restores the game', () => {
    const { store, storage } = newStore();
    playUntil(store, () => false, 30);
    store.set(skipPlaybackAtom);
    const truth = store.get(latestStateAtom);
    if (store.get(canUndoAtom)) {
      store.set(undoAtom);
      expect(store.get(messageAtom)?.text).toBe('Undone.');
      expect(store.get(latestStateAtom)?.stats.actionsTaken).toBe(truth!.stats.actionsTaken - 1);
    } else {
      store.set(undoAtom);
      expect(store.get(messageAtom)?.kind).toBe('error');
    }
    const saved = store.get(latestStateAtom);
    const other = createStore();
    other.set(storageAtom, storage);
    expect(other.set(continueAutosaveAtom)).toBe(true);
    expect(other.get(latestStateAtom)).toEqual(saved);
  });
});
