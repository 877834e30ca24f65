import { performance } from 'node:perf_hooks';
import { dailyPicksOf, dailySetupOf } from '../../src/core/dailyVoyage';
import { defaultSetup } from '../../src/core/createGame';
import { verifySubmission } from '../../server/voyages/verifySubmission';
import { playRecord } from '../sim/playRecord';
import { percentile, round, type Metric } from '../benchStats';

/**
 * The board's check of one submitted voyage on one core: parse the whole record, replay it with
 * the rules core, compare the final hash and the claim, and summarise it. Records are bot games
 * (greedy solo voyages set up as a day's would be, and versus), each checked several times.
 */
export default async function benchLeaderboard(): Promise<Metric[]> {
  const days = ['2026-12-01', '2026-12-02', '2026-12-03', '2026-12-04', '2026-12-05', '2026-12-06'];
  const submissions = [
    ...days.map((day) => {
      const seed = `bench-${day}`;
      const { motive, difficulty } = dailyPicksOf(seed);
      return {
        day: day as string | undefined,
        record: playRecord(dailySetupOf(seed, motive, difficulty)),
      };
    }),
    ...['versus-a', 'versus-b'].map((seed) => ({
      day: undefined,
      record: playRecord(defaultSetup({ seed, motive: 'piracy', variant: 'versus' })),
    })),
  ];
  const times: number[] = [];
  const rounds = 5;
  const start = performance.now();
  for (let r = 0; r < rounds; r++) {
    for (const { day, record } of submissions) {
      const now = new Date(`${day ?? '2026-12-06'}T12:00:00Z`);
      const t0 = performance.now();
      const verdict = verifySubmission(
        { record, name: 'Bench', playerId: 'bench-player-000000' },
        now,
      );
      times.push(performance.now() - t0);
      if (!verdict.ok)
        throw new Error(`leaderboard bench: a bot record was refused: ${verdict.reason}`);
    }
  }
  const seconds = (performance.now() - start) / 1000;
  return [
    { metric: 'leaderboard.verifyMsP95', value: round(percentile(times, 0.95)), unit: 'ms' },
    {
      metric: 'leaderboard.recordsPerSecond',
      value: round(times.length / seconds),
      unit: 'records/s',
    },
  ];
}
