import { beforeAll, describe, expect, test } from 'vitest';
import { dailySetup } from '../../src/core/dailyVoyage';
import { defaultSetup } from '../../src/core/createGame';
import type { GameRecord } from '../../src/core/record';
import { replay } from '../../src/core/replayRecord';
import { stateHash } from '../../src/core/hash';
import { verifySubmission } from '../../server/voyages/verifySubmission';
import { playRecord } from '../../scripts/sim/playRecord';

const DAY = '2026-12-05';
const noon = new Date(`${DAY}T12:00:00Z`);
const playerId = 'player-0123456789abcdef';

let daily: GameRecord;
let other: GameRecord;
const submit = (body: Record<string, unknown>, now = noon) =>
  verifySubmission({ record: daily, name: 'Ned Land', playerId, daily: DAY, ...body }, now);
const reasonOf = (verdict: ReturnType<typeof verifySubmission>) =>
  verdict.ok ? 'accepted' : verdict.reason;

beforeAll(() => {
  daily = playRecord(dailySetup(DAY));
  other = playRecord(dailySetup('2026-12-03'));
});

describe('a submitted voyage is replayed and checked by the server', () => {
  test('a finished daily voyage is accepted with the score the server computes', () => {
    const verdict = submit({});
    expect(verdict.ok).toBe(true);
    if (!verdict.ok) return;
    const { state } = replay(daily);
    expect(verdict.voyage).toMatchObject({
      name: 'Ned Land',
      seed: `daily-${DAY}`,
      daily: DAY,
      practice: false,
      variant: 'solo',
      turns: state.turn,
      submittedAt: noon.toISOString(),
    });
    expect(verdict.voyage.id).toMatch(/^[A-Za-z0-9_-]{8,}$/);
    // Just after midnight UTC, yesterday's voyage still counts.
    expect(submit({}, new Date('2026-12-06T00:20:00Z')).ok).toBe(true);
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
      /hash mismatch|cannot be replayed|not the voyage of/,
    );
    expect(reasonOf(submit({ record: tampered, daily: undefined }))).toMatch(
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

  test('a voyage of another day is refused as today’s, and a closed day is refused', () => {
    expect(reasonOf(submit({ record: other }))).toBe(`the record is not the voyage of ${DAY}`);
    expect(reasonOf(submit({ record: other, daily: '2026-12-03' }))).toBe(
      `the voyage of 2026-12-03 is closed (today is ${DAY})`,
    );
    // The same game as a free voyage (no day) goes on its seed's board.
    const free = submit({ record: other, daily: undefined });
    expect(free.ok && free.voyage.daily).toBe(null);
  });

  test('names and player ids are checked', () => {
    expect(submit({ name: '  Aronnax  ' }).ok).toBe(true);
    expect(submit({ name: 'ネモ船長' }).ok).toBe(true);
    for (const name of ['', '   ', 'x'.repeat(25), '<script>', 'a\nb', 42])
      expect(reasonOf(submit({ name }))).toMatch(/name/);
    expect(reasonOf(submit({ playerId: 'short' }))).toBe('the player id is missing or malformed');
    expect(reasonOf(submit({ daily: '2026-13-01' }))).toBe('the day must be written YYYY-MM-DD');
    expect(reasonOf(submit({ record: { ...daily, game: 'chess' } }))).toMatch(/^Invalid record/);
  });

  test('a versus voyage keeps who won and a mixed difficulty', () => {
    const setup = defaultSetup({ seed: 'versus-board', motive: 'piracy', variant: 'versus' });
    setup.difficulty = { ...setup.difficulty, actionPoints: 'hard' };
    const record = playRecord(setup);
    const verdict = submit({ record, daily: undefined });
    if (!verdict.ok) throw new Error(verdict.reason);
    expect(verdict.voyage.variant).toBe('versus');
    expect(['nautilus', 'imperialist', 'draw']).toContain(verdict.voyage.winner);
    expect(verdict.voyage.difficulty).toBe('mixed');
  });
});
