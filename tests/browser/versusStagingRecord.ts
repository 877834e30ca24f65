import { allAspects, defaultSetup } from '../../src/core/createGame';
import { currentDecision } from '../../src/core/engine';
import { chooseGreedy } from '../../src/core/bots/greedyPolicy';
import { chooseImperialist } from '../../src/core/bots/imperialistPolicy';
import { serializeRecord } from '../../src/core/record';
import { act, startSession, toRecord } from '../../src/core/session';
import type { Action } from '../../src/core/types';
import { botRng } from '../../src/kernel/seeds';

type ImperialistAction = Extract<Action, { type: 'imperialist' }>;

const AIRSHIP = 50;
const SEA_SERPENT = 41;

/**
 * A saved versus game (Airship and Sea Serpent in play) at an Imperialist decision that can both
 * move the Airship or the Sea Serpent and then still hunt the Nautilus: the bots play seed
 * `stage-v9` until then.
 */
export function versusStagingRecord(): { record: string; move: Action; hunt: Action } {
  let session = startSession(
    defaultSetup({
      seed: 'stage-v9',
      motive: 'piracy',
      variant: 'versus',
      difficulty: allAspects('normal'),
      versus: { airship: true, seaSerpent: true, chezEmrich: false, gemPenalty: 2 },
    }),
  );
  const rng = botRng('policy', 'x', 9);
  for (let n = 0; n < 400; n++) {
    const d = currentDecision(session.state);
    if (!d) break;
    if (d.seat === 'imperialist') {
      const options = d.options.filter((o): o is ImperialistAction => o.type === 'imperialist');
      const hunt = options.find((o) => o.action === 'hunt');
      const move = options.find((o) => {
        if (o.action !== 'move' || o.ocean === undefined || o.slot === undefined) return false;
        const ship = session.state.oceans[o.ocean].slots[o.slot];
        return ship === AIRSHIP || ship === SEA_SERPENT;
      });
      const after = move && act(session, move).session;
      const huntAfter =
        after &&
        currentDecision(after.state)?.options.find(
          (o) => o.type === 'imperialist' && o.action === 'hunt',
        );
      if (hunt && move && huntAfter)
        return { record: serializeRecord(toRecord(session)), move, hunt: huntAfter };
    }
    const state = session.state;
    const action =
      d.seat === 'imperialist' ? chooseImperialist(state, d, rng) : chooseGreedy(state, d, rng);
    session = act(session, action).session;
  }
  throw new Error('no Imperialist decision offered both a Hunt and an Airship or Serpent move');
}
