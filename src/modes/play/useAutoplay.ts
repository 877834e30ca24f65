import { useAtomValue, useSetAtom } from 'jotai';
import { cancelBotMoveAtom, nemoBotMoveAtom } from '../../state/bots/botMoveAtoms';
import { decisionAtom } from '../../state/game/gameAtoms';
import { seatsAtom } from '../../state/game/seatAtoms';
import { useBotDriver } from '../shared/useBotDriver';

/** Bots answer the decisions of the seats they play (`autoplay=1` makes every seat a bot). */
export function useAutoplay(everySeat: boolean): void {
  const decision = useAtomValue(decisionAtom);
  const seats = useAtomValue(seatsAtom);
  const botSeat = decision && (everySeat || seats[decision.seat] === 'bot');
  useBotDriver({
    turn: botSeat ? decision : null,
    move: useSetAtom(nemoBotMoveAtom),
    cancel: useSetAtom(cancelBotMoveAtom),
    delayMs: 150,
  });
}
