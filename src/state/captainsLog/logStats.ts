import type { LogEntry } from './logEntry';

export interface MotiveStats {
  motive: LogEntry['motive'];
  played: number;
  finales: number;
  /** Share of voyages that reached the Finale, 0–1. */
  finaleRate: number;
  best: number;
  mean: number;
}

/** Played, Finale rate, best and mean score per Motive, in order of first appearance. */
export function motiveStats(entries: readonly LogEntry[]): MotiveStats[] {
  const groups = new Map<LogEntry['motive'], LogEntry[]>();
  for (const entry of entries)
    groups.set(entry.motive, [...(groups.get(entry.motive) ?? []), entry]);
  return [...groups].map(([motive, list]) => {
    const finales = list.filter((e) => e.ending === 'finale').length;
    const scores = list.map((e) => e.score);
    return {
      motive,
      played: list.length,
      finales,
      finaleRate: finales / list.length,
      best: Math.max(...scores),
      mean: scores.reduce((a, b) => a + b, 0) / list.length,
    };
  });
}

export interface LogFilter {
  motive: string | null;
  difficulty: string | null;
  ending: string | null;
  /** 'daily': official or practice voyages of the day only; 'free': the others. */
  daily: 'daily' | 'free' | null;
}

export const NO_FILTER: LogFilter = { motive: null, difficulty: null, ending: null, daily: null };

export function filterLog(entries: readonly LogEntry[], f: LogFilter): LogEntry[] {
  return entries.filter(
    (e) =>
      (f.motive === null || e.motive === f.motive) &&
      (f.difficulty === null || e.difficulty === f.difficulty) &&
      (f.ending === null || e.ending === f.ending) &&
      (f.daily === null || (f.daily === 'daily') === (e.daily !== null)),
  );
}
