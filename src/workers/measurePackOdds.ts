import { quickBotReachesFinale, trialSeed } from '../core/bots';
import type { PackOddsProgress, PackOddsRequest } from './packOddsProtocol';

/**
 * Plays the trial games of a request, each seed once with the pack and once with the built-in
 * components, reporting after each pair; `stop` asked between pairs ends it early.
 */
export function measurePackOdds(
  { setup, games }: PackOddsRequest,
  report: (progress: PackOddsProgress) => void,
  stop: () => boolean = () => false,
): void {
  const { contentPack: _pack, ...builtIn } = setup;
  let packFinales = 0;
  let builtInFinales = 0;
  for (let i = 0; i < games && !stop(); i++) {
    const seed = trialSeed(i);
    if (quickBotReachesFinale({ ...setup, seed })) packFinales++;
    if (quickBotReachesFinale({ ...builtIn, seed })) builtInFinales++;
    report({ done: i + 1, games, packFinales, builtInFinales, finished: i + 1 === games });
  }
}
