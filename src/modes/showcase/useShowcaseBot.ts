import { useAtomValue, useSetAtom } from 'jotai';
import { cancelBotMoveAtom, nemoBotMoveAtom } from '../../state/bots/botMoveAtoms';
import { decisionAtom } from '../../state/nemo/gameAtoms';
import { speedAtom, speedFactor } from '../../state/app/settings';
import { botStepTokenAtom, showcasePausedAtom } from '../../state/showcase/showcaseAtoms';
import { BOT_THINK_MS } from '../../state/showcase/showcaseTiming';
import { useBotDriver } from '../shared/useBotDriver';
import { crewSettingsAtom } from '../../state/crew/crewAtoms';
import { isCrewDecision } from '../../state/crew/crewBallot';

/**
 * The show's bots answer every decision once the table has shown everything so far, each seat
 * from its own stream of the game seed (the same URL makes the same choices). Paused, they
 * take one decision per step request.
 */
export function useShowcaseBot(): void {
  const speed = useAtomValue(speedAtom);
  const decision = useAtomValue(decisionAtom);
  const crew = useAtomValue(crewSettingsAtom);
  useBotDriver({
    // A decision the crew votes on is theirs (useCrewVote), not the bot's.
    turn: crew && isCrewDecision(decision, crew.votes) ? null : decision,
    move: useSetAtom(nemoBotMoveAtom),
    cancel: useSetAtom(cancelBotMoveAtom),
    delayMs: speed === 'instant' ? 0 : BOT_THINK_MS / speedFactor(speed),
    paused: useAtomValue(showcasePausedAtom),
    stepToken: useAtomValue(botStepTokenAtom),
  });
}
