import { cloneState, currentDecision, legalActions, type GameEvent, type GameState } from '../core';
import type { AdventureTokenId, DeadlySeasId } from '../core/data';
import { MASK } from './protocol';
import type { PublicState, SeatView, Viewer } from './protocol';

/** Face-down entries: MASK stands where an id was, so a PublicState keeps GameState's shape. */
const masks = <T extends string>(n: number): T[] => Array.from({ length: n }, () => MASK as T);

/**
 * The table as both players see it. Secret: the seed and generator state, the order and faces of
 * the Event, Adventure and Upgrade decks, the Treasure bag, the Deadly Seas tokens (in the bag and
 * on the reinforcement stacks) and face-down Adventure Motive tokens. Hidden Ship markers carry no
 * identity in the core (a ship is drawn from the bag when one is revealed), and every ship entering
 * or leaving the bag is announced, so the Ship bag's composition is public knowledge; it is sent
 * sorted so its order never leaves the server.
 */
export function publicState(state: GameState): PublicState {
  const s = cloneState(state);
  s.setup = { ...s.setup, seed: MASK };
  s.rng = [0, 0, 0, 0];
  delete s.forcedRolls;
  s.shipBag = [...s.shipBag].sort((a, b) => a - b);
  s.deadlySeasInBag = masks(s.deadlySeasInBag.length);
  s.shipStacks = s.shipStacks.map((stack) => ({
    ...stack,
    ids: [...stack.ids].sort((a, b) => a - b),
    deadlySeas: stack.deadlySeas === null ? null : (MASK as DeadlySeasId),
  }));
  s.drawPile = masks(s.drawPile.length);
  s.adventureDeck = masks(s.adventureDeck.length);
  s.upgradeDeck = masks(s.upgradeDeck.length);
  s.treasureBag = masks(s.treasureBag.length);
  for (const ocean of Object.values(s.oceans)) {
    if (ocean.adventureToken && !ocean.adventureToken.faceUp) {
      ocean.adventureToken = { id: MASK as AdventureTokenId, faceUp: false };
    }
  }
  return s;
}

/** Events as everyone sees them: draws are public once revealed; only creation names the seed. */
export function publicEvents(events: readonly GameEvent[]): GameEvent[] {
  return events.map((e) => (e.type === 'GameCreated' ? { ...e, seed: MASK } : e));
}

/**
 * One viewer's view; pass `shared` (publicState of the same state) to build several cheaply, and
 * `undoable` when the session allows the deciding seat to take back its last action.
 */
export function seatView(
  state: GameState,
  version: number,
  viewer: Viewer,
  shared: PublicState = publicState(state),
  undoable = false,
): SeatView {
  const decision = currentDecision(state);
  return {
    viewer,
    version,
    state: shared,
    decision: decision
      ? { seat: decision.seat, kind: decision.kind, prompt: decision.prompt, rule: decision.rule }
      : null,
    options: decision && decision.seat === viewer ? legalActions(state, decision.seat) : [],
    undoable: undoable && decision !== null && decision.seat === viewer,
  };
}
