import { atom, type Getter, type Setter } from 'jotai';
import { actionKey } from '../../core/actionKey';
import { policyFor } from '../../core/bots/policyFor';
import { botRng } from '../../kernel/seeds';
import { botStrengthAtom } from '../bots/botStrengthAtom';
import { botClientOf } from '../bots/botClientAtom';
import { MOVE_BUDGET } from '../bots/botBudgets';
import { nemoSession } from '../nemo/gameAtoms';
import { crewVoteAtom } from './crewAtoms';

/**
 * Asks the show's bot (the coach's strength: the strong one thinks in the worker) which option
 * of the open vote it would play, and notes it on the vote. Resolves with the option's number,
 * or null when the vote has moved on. A tie or a silent crew plays this pick.
 */
export const askCrewBotPickAtom = atom(null, (get, set): Promise<number | null> => {
  const vote = get(crewVoteAtom);
  const session = get(nemoSession.sessionReadAtom);
  // One question per vote: a tie at the close waits for the answer already on its way.
  const asked = get(askedAtom);
  if (vote && asked?.vote === vote.decisionId && asked.session === session) return asked.answer;
  const answer = ask(get, set);
  if (vote) set(askedAtom, { vote: vote.decisionId, session, answer });
  return answer;
});

/** The question asked for the open vote (of this session), and its answer to come. */
const askedAtom = atom<{ vote: string; session: unknown; answer: Promise<number | null> } | null>(
  null,
);

async function ask(get: Getter, set: Setter): Promise<number | null> {
  const vote = get(crewVoteAtom);
  const session = get(nemoSession.sessionReadAtom);
  const decision = get(nemoSession.decisionAtom);
  if (!vote || !session || !decision || session.actions.length !== vote.version) return null;
  if (vote.botPick !== null) return vote.botPick;
  let action;
  if (get(botStrengthAtom) === 'strong') {
    const answer = await botClientOf(get, set).ask({
      setup: session.setup,
      actions: session.actions,
      task: { kind: 'move', budget: MOVE_BUDGET },
    }).answer;
    action = answer.kind === 'move' ? answer.action : null;
  } else {
    const rng = botRng('autoplay', session.setup.seed, 'crew', vote.version);
    action = policyFor('nautilus', 'greedy')(session.state, decision, rng);
  }
  const key = action ? actionKey(action) : null;
  const latest = get(crewVoteAtom);
  if (!latest || latest.decisionId !== vote.decisionId) return null;
  const n = latest.options.find((o) => actionKey(o.action) === key)?.n ?? 1;
  set(crewVoteAtom, { ...latest, botPick: n });
  return n;
}
