import { beforeAll, describe, expect, test } from 'vitest';
import { defaultSetup } from '../../src/core/createGame';
import type { GameRecord } from '../../src/core/record';
import { replay } from '../../src/core/replayRecord';
import { stateHash } from '../../src/core/hash';
import { verifySubmission } from '../../server/voyages/verifySubmission';
import { playRecord } from '../../scripts/sim/playRecord';

const DAY = '2026-12-05';
const noon = new Date(`${DAY}T12:00:00Z`);
const playerId = 'player-0123456789abcdef';

const SEED = 'known-seed-2026';
let daily: GameRecord;
const submit = (body: Record<string, unknown>, now = noon) =>
  verifySubmission({ record: daily, name: 'Ned Land', playerId, ...body }, now);
const reasonOf = (verdict: ReturnType<typeof verifySubmission>) =>
  verdict.ok ? 'accepted' : verdict.reason;

beforeAll(() => {
  daily = playRecord(defaultSetup({ seed: SEED, motive: 'science' }));
});

describe('a submitted voyage is replayed and checked by the server', () => {
  test('a finished voyage of a known seed is accepted with the score the server computes', () => {
    const verdict = submit({});
    expect(verdict.ok).toBe(true);
    if (!verdict.ok) return;
    const { state } = replay(daily);
    expect(verdict.voyage).toMatchObject({
      name: 'Ned Land',
      seed: SEED,
      daily: null,
      practice: false,
      variant: 'solo',
      turns: state.turn,
      submittedAt: noon.toISOString(),
    });
    expect(verdict.voyage.id).toMatch(/^[A-Za-z0-9_-]{8,}$/);
  });

  test('an edited score is refused with what the record really scores', () => {
    const verdict = submit({ claimed: { score: 300, level: 'Triumph' } });
    expect(verdict.ok).toBe(false);
    const real = submit({});
    if (!real.ok) throw new Error(reasonOf(real));
    expect(reasonOf(verdict)).toBe(`the record scores ${real.voyage.score}, not the claimed 300`);
    expect(submit({ claimed: { score: real.voyage.score, level: real.voyage.level } }).ok).toBe(
      true,
    );
  });

  test('a changed seed no longer replays to the recorded end', () => {
    const tampered = { ...daily, setup: { ...daily.setup, seed: 'daily-2026-12-04' } };
    expect(reasonOf(submit({ record: tampered }))).toMatch(
      /hash mismatch|cannot be replayed|has not ended/,
    );
  });

  test('an illegal action is refused and named', () => {
    const actions = [...daily.actions];
    actions[3] = { type: 'endImperialistPhase' };
    expect(reasonOf(submit({ record: { ...daily, actions } }))).toMatch(
      /^Action 4 of \d+ cannot be replayed/,
    );
  });

  test('a truncated record is refused: hash mismatch, or unfinished with its own hash', () => {
    const actions = daily.actions.slice(0, -5);
    expect(reasonOf(submit({ record: { ...daily, actions } }))).toMatch(/hash mismatch/);
    const finalHash = stateHash(replay({ setup: daily.setup, actions }).state);
    expect(reasonOf(submit({ record: { ...daily, actions, finalHash } }))).toBe(
      'the voyage has not ended: only finished games go on a board',
    );
  });

  test('a record sent as the voyage of the day is refused: the server deals and keeps that one', () => {
    for (const day of [DAY, '2026-12-06', '2026-13-01'])
      expect(reasonOf(submit({ daily: day }))).toBe(
        'the voyage of the day is played against the server: open it from the front door',
      );
  });

  test('names and player ids are checked', () => {
    expect(submit({ name: '  Aronnax  ' }).ok).toBe(true);
    expect(submit({ name: 'ネモ船長' }).ok).toBe(true);
    for (const name of ['', '   ', 'x'.repeat(25), '<script>', 'a\nb', 42])
      expect(reasonOf(submit({ name }))).toMatch(/name/);
    expect(reasonOf(submit({ playerId: 'short' }))).toBe('the player id is missing or malformed');
    expect(reasonOf(submit({ record: { ...daily, game: 'chess' } }))).toMatch(/^Invalid record/);
  });

  test('a versus voyage keeps who won and a mixed difficulty', () => {
    const setup = defaultSetup({ seed: 'versus-board', motive: 'piracy', variant: 'versus' });
    setup.difficulty = { ...setup.difficulty, actionPoints: 'hard' };
    const record = playRecord(setup);
    const verdict = submit({ record });
    if (!verdict.ok) throw new Error(verdict.reason);
    expect(verdict.voyage.variant).toBe('versus');
    expect(['nautilus', 'imperialist', 'draw']).toContain(verdict.voyage.winner);
    expect(verdict.voyage.difficulty).toBe('mixed');
  });
});
