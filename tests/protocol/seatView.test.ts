import { describe, expect, test } from 'vitest';
import {
  applyActionInPlace,
  createGame,
  currentDecision,
  defaultSetup,
  seedRng,
  type GameEvent,
  type GameState,
} from '../../src/core/index';
import { chooseGreedy } from '../../src/core/bots/greedyPolicy';
import { chooseImperialist } from '../../src/core/bots/imperialistPolicy';
import { MASK } from '../../src/protocol/protocol';
import { publicEvents, publicState, seatView } from '../../src/protocol/seatView';
import { secretsOf } from '../server/secrets';

function playVersus(seed: string, steps: number, check: (s: GameState, e: GameEvent[]) => void) {
  const { state, events } = createGame(
    defaultSetup({ seed, motive: 'worldOrder', variant: 'versus' }),
  );
  const rng = seedRng(`${seed}:test`);
  for (let i = 0; i < steps && !state.result; i++) {
    const d = currentDecision(state);
    if (!d) break;
    const a =
      d.seat === 'imperialist' ? chooseImperialist(state, d, rng) : chooseGreedy(state, d, rng);
    applyActionInPlace(state, a, events);
    if (i % 10 === 0) check(state, events);
  }
  return { state, events };
}

describe('per-seat views hide what the table hides', () => {
  test('no view or event list ever carries the seed, the generator or an unseen card or token', () => {
    let checks = 0;
    playVersus('view-secret-seed-7a1c', 400, (state, events) => {
      const { texts, words } = secretsOf(state, events);
      const full = JSON.stringify(state);
      for (const viewer of ['nautilus', 'imperialist', 'spectator'] as const) {
        const sent = JSON.stringify({
          view: seatView(state, 0, viewer),
          events: publicEvents(events),
        });
        for (const secret of texts) {
          expect(full).toContain(`"${secret}"`); // positive control: the server knows it
          expect(sent, `${viewer} sees ${secret}`).not.toContain(`"${secret}"`);
        }
        for (const word of words) expect(sent).not.toContain(String(word));
      }
      checks++;
    });
    expect(checks).toBeGreaterThan(10);
  });

  test('deck sizes, the bag composition and public facts stay visible', () => {
    const { state } = playVersus('view-public', 120, () => undefined);
    const view = publicState(state);
    expect(view.drawPile).toEqual(state.drawPile.map(() => MASK));
    expect(view.adventureDeck.length).toBe(state.adventureDeck.length);
    expect(view.shipBag).toEqual([...state.shipBag].sort((a, b) => a - b));
    expect(view.oceans).toEqual(
      Object.fromEntries(
        Object.entries(state.oceans).map(([k, o]) => [
          k,
          o.adventureToken && !o.adventureToken.faceUp
            ? { ...o, adventureToken: { id: MASK, faceUp: false } }
            : o,
        ]),
      ),
    );
    expect(view.resources).toEqual(state.resources);
    expect(view.notoriety).toBe(state.notoriety);
  });

  test('only the seat to decide gets options; the other seat and spectators get none', () => {
    const { state } = playVersus('view-options', 30, () => undefined);
    const d = currentDecision(state);
    expect(d).not.toBeNull();
    const seat = d!.seat;
    const otherSeat = seat === 'nautilus' ? 'imperialist' : 'nautilus';
    expect(seatView(state, 30, seat).options.length).toBeGreaterThan(0);
    expect(seatView(state, 30, otherSeat).options).toEqual([]);
    expect(seatView(state, 30, 'spectator').options).toEqual([]);
    expect(seatView(state, 30, 'spectator').decision?.seat).toBe(seat);
  });
});
