import { useAtomValue, useSetAtom } from 'jotai';
import { decisionAtom } from '../../state/nemo/gameAtoms';
import { speedAtom, speedFactor } from '../../state/app/settings';
import { botStepTokenAtom, showcasePausedAtom } from '../../state/showcase/showcaseAtoms';
import { BOT_THINK_MS } from '../../state/showcase/showcaseTiming';
import { playNextRecordedAtom, replayDoneAtom } from '../../state/voyage/replayAtoms';
import { useBotDriver } from '../shared/useBotDriver';

/**
 * The replay's hand: each decision is answered with the record's next action once the table
 * has shown everything so far, at the show's pace; paused, one action per step request.
 */
export function useReplayDriver(): void {
  const speed = useAtomValue(speedAtom);
  const decision = useAtomValue(decisionAtom);
  const done = useAtomValue(replayDoneAtom);
  useBotDriver({
    turn: done ? null : decision,
    move: useSetAtom(playNextRecordedAtom),
    delayMs: speed === 'instant' ? 0 : BOT_THINK_MS / speedFactor(speed),
    paused: useAtomValue(showcasePausedAtom),
    stepToken: useAtomValue(botStepTokenAtom),
  });
}
