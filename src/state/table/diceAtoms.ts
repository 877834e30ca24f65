import { atom, type createStore } from 'jotai';
import { throwSeed, type DieColor, type DieRequest } from '../../dice';

type Store = ReturnType<typeof createStore>;

export interface DiceRollRequest {
  /** Unique per page session; identifies the roll in results and history. */
  id: number;
  /** The game seed and the roll's index: the throw's presentation seed derives from both. */
  gameSeed: string | number;
  rollIndex: number;
  presentationSeed: number;
  dice: DieRequest[];
}

export interface DiceRollResult {
  id: number;
  rollIndex: number;
  /** Values the rules asked for. */
  requested: number[];
  /** Values the tray showed on top at rest, read back from the die meshes. */
  shown: number[];
  colors: DieColor[];
  /** Physics throws needed (re-throws after cocked/stacked/escaped dice). */
  attempts: number;
  /** Simulated seconds from throw to rest. */
  settleSeconds: number;
}

export type RollPhase = 'idle' | 'rolling' | 'settled';

export const ROLL_HISTORY_LIMIT = 50;

/** Rolls waiting to be shown; the tray plays the first one, then completes it. */
export const rollRequestsAtom = atom<DiceRollRequest[]>([]);
/** The roll the tray is playing now, if any. */
export const activeRollAtom = atom((get) => get(rollRequestsAtom)[0]);
export const lastRollResultAtom = atom<DiceRollResult | undefined>(undefined);
/** Newest first, at most ROLL_HISTORY_LIMIT entries. */
export const rollHistoryAtom = atom<DiceRollResult[]>([]);
export const rollPhaseAtom = atom<RollPhase>((get) => {
  if (get(activeRollAtom)) return 'rolling';
  return get(lastRollResultAtom) ? 'settled' : 'idle';
});

const nextRollIdAtom = atom(1);

export interface RollRequestInput {
  seed: string | number;
  rollIndex: number;
  dice: DieRequest[];
}

/** Queues a roll for the tray and returns its id. Values must be 1..6, 1 to 6 dice. */
export const requestRollAtom = atom(null, (get, set, input: RollRequestInput): number => {
  if (input.dice.length < 1 || input.dice.length > 6) {
    throw new Error(`requestRoll: 1..6 dice, got ${input.dice.length}`);
  }
  for (const die of input.dice) {
    if (!Number.isInteger(die.value) || die.value < 1 || die.value > 6) {
      throw new Error(`requestRoll: die values must be 1..6, got ${die.value}`);
    }
  }
  const id = get(nextRollIdAtom);
  set(nextRollIdAtom, id + 1);
  const request: DiceRollRequest = {
    id,
    gameSeed: input.seed,
    rollIndex: input.rollIndex,
    presentationSeed: throwSeed(input.seed, input.rollIndex),
    dice: input.dice.map((d) => ({ color: d.color, value: d.value })),
  };
  set(rollRequestsAtom, [...get(rollRequestsAtom), request]);
  return id;
});

/** Called by the tray when a roll has come to rest on screen (or was shown instantly). */
export const completeRollAtom = atom(null, (get, set, result: DiceRollResult): void => {
  const queue = get(rollRequestsAtom);
  if (queue[0]?.id !== result.id) return;
  set(rollRequestsAtom, queue.slice(1));
  set(lastRollResultAtom, result);
  set(rollHistoryAtom, [result, ...get(rollHistoryAtom)].slice(0, ROLL_HISTORY_LIMIT));
});

/** Resolves when the roll with this id has been shown at rest. */
export function waitForRoll(store: Store, id: number): Promise<DiceRollResult> {
  const done = store.get(rollHistoryAtom).find((r) => r.id === id);
  if (done) return Promise.resolve(done);
  return new Promise((resolve) => {
    const unsubscribe = store.sub(lastRollResultAtom, () => {
      const result = store.get(lastRollResultAtom);
      if (result?.id === id) {
        unsubscribe();
        resolve(result);
      }
    });
  });
}
