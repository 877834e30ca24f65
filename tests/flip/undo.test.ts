import { describe, expect, test } from 'vitest';
import {
  applyAction,
  createFlipGame,
  currentDecision,
  flipStateHash,
  greedyFlipPolicy,
  legalActions,
  makeFlipRecord,
  replayFlip,
} from '../../src/flip/index';
import type { FlipAction, FlipSetup } from '../../src/flip/index';
import { flipEngine } from '../../src/flip/flipEngine';
import { act, canUndo, replaySession, startSession, undo } from '../../src/kernel/session';
import { flipRevealsEvent, randomFlipPolicy } from '../../src/flip/index';
import { seedRng } from '../../src/flip/rng';

/** The game after `actions`, as the page holds it, and how many of them undo may take back. */
function sessionOf(setup: FlipSetup, actions: FlipAction[]) {
  const session = replaySession(flipEngine, setup, actions);
  return { session, undoable: session.actions.length - session.undoFloor };
}

describe('undo (ARCHITECTURE.md §2: back to the last reveal, never past it)', () => {
  const setup: FlipSetup = { seed: 5, players: 1, characters: ['aronnax'] };

  test('takes back choices within a turn but not the flip of a new lineup', () => {
    let state = createFlipGame(setup);
    const actions: FlipAction[] = [];
    let revealedAt = -1;
    while (state.turn === 1) {
      const d = currentDecision(state);
      if (d.kind === 'gameOver') break;
      const a = greedyFlipPolicy(state, d.player);
      const r = applyAction(state, a);
      state = r.state;
      actions.push(a);
      if (r.events.some((e) => e.type === 'LineupRevealed')) revealedAt = actions.length - 1;
    }
    expect(revealedAt).toBe(actions.length - 1);
    const full = sessionOf(setup, actions);
    expect(full.undoable).toBe(0);
    expect(() => undo(flipEngine, full.session)).toThrow(/cannot be taken back/);

    const partial = sessionOf(setup, actions.slice(0, 3));
    expect(partial.undoable).toBe(3);
    const back = undo(flipEngine, partial.session);
    expect(back.actions).toHaveLength(2);
    expect(flipStateHash(back.state)).toBe(
      replayFlip(makeFlipRecord(setup, actions.slice(0, 2))).hash,
    );
    expect(flipStateHash(replayFlip(makeFlipRecord(setup, [])).state)).toBe(
      flipStateHash(createFlipGame(setup)),
    );
  });
});

describe('free actions mid-move in records', () => {
  test('an item used mid-course is recorded, replayed and taken back like any other action', () => {
    const setup: FlipSetup = { seed: 5, players: 1, characters: ['conseil'] };
    let state = createFlipGame(setup);
    const actions: FlipAction[] = [];
    const apply = (a: FlipAction) => {
      state = applyAction(state, a).state;
      actions.push(a);
    };
    apply(legalActions(state, 0).find((a) => a.type === 'chooseMove')!);
    expect(currentDecision(state).kind).toBe('chartStep');
    const before = flipStateHash(state);
    apply({ type: 'useItem', player: 0 });
    expect(currentDecision(state).kind).toBe('chartStep');
    const record = makeFlipRecord(setup, actions);
    expect(replayFlip(record).hash).toBe(flipStateHash(state));
    const played = sessionOf(setup, actions);
    expect(played.undoable).toBe(2);
    expect(flipStateHash(undo(flipEngine, played.session).state)).toBe(before);
  });
});

describe('undo after card reveals', () => {
  test('an action can be undone unless it revealed cards or passed the turn to another player', () => {
    const revealed = new Set<string>();
    const setups: FlipSetup[] = [
      { seed: 11, players: 1, farragut: 2 },
      { seed: 12, players: 3 },
    ];
    for (const setup of setups) {
      let session = startSession(flipEngine, setup);
      const rng = seedRng(setup.seed + 1000);
      while (!session.state.result && session.actions.length < 90) {
        const decision = flipEngine.currentDecision(session.state);
        if (!decision) break;
        const seat = flipEngine.seatOf(decision);
        const action = randomFlipPolicy(flipEngine.legalActions(session.state, seat), rng);
        const next = act(flipEngine, session, action);
        session = next.session;
        const reveals = next.events.filter(flipRevealsEvent).map((e) => e.type);
        reveals.forEach((type) => revealed.add(type));
        const after = flipEngine.currentDecision(session.state);
        const passed = after !== null && flipEngine.seatOf(after) !== seat;
        expect(canUndo(session), `action ${session.actions.length}: ${reveals.join()}`).toBe(
          reveals.length === 0 && !passed,
        );
      }
    }
    expect(revealed).toContain('LineupRevealed');
    expect(revealed).toContain('FarragutDrew');
  });
});
