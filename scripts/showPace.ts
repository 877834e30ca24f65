/**
 * How long whole showcase voyages run at 1× (issue 27: 10–12 minutes), estimated without
 * rendering from the director's hold times, the bots' pause and each roll's recorded throw.
 *
 *   npx tsx scripts/showPace.ts [--seeds voyage-1772,show-000001] [--motive explore] [--bot quick|strong]
 */
import type { MotiveId } from '../src/core/data/types';
import { DEFAULT_SHOWCASE_SEED } from '../src/state/showcase/showcaseOptions';
import { cliArg } from './sim/cliArg';
import { showPaceOf } from './sim/showPaceOf';

const seeds = cliArg('seeds', `${DEFAULT_SHOWCASE_SEED},show-000001,show-000002,show-000003`)
  .split(',')
  .filter(Boolean);
const motive = cliArg('motive', 'explore') as MotiveId;
const bot = ['search', 'strong'].includes(cliArg('bot', 'quick')) ? 'strong' : 'quick';

const minutes = (ms: number) => (ms / 60_000).toFixed(1);
for (const seed of seeds) {
  const p = showPaceOf(seed, motive, bot);
  console.log(
    `${seed} (${motive}, ${bot}): ${minutes(p.totalMs)} min at 1× — turn ${p.turn}, ` +
      `${p.total === null ? 'defeat before the Finale' : `${p.total} VP, ${p.level}`}; ${p.decisions} decisions (${minutes(p.thinkMs)} min), ` +
      `${p.events} events (${minutes(p.holdMs)} min held), ${p.rolls} rolls (${minutes(p.diceMs)} min); ` +
      `${p.captionsShown} captions, at most ${p.captionsInFiveSeconds} in 5 s`,
  );
}
