import { useAtomValue, useSetAtom } from 'jotai';
import { flipBotMoveAtom } from '../../state/bots/botMoveAtoms';
import { flipDecisionAtom } from '../../state/flip/flipAtoms';
import { useBotDriver } from '../shared/useBotDriver';

/** With `autoplay=1` the greedy bot answers every decision for every seat. */
export function useFlipAutoplay(enabled: boolean, delayMs: number): void {
  const decision = useAtomValue(flipDecisionAtom);
  useBotDriver({ turn: enabled ? decision : null, move: useSetAtom(flipBotMoveAtom), delayMs });
}
