import { useAtomValue, useSetAtom } from 'jotai';
import { cancelBotMoveAtom, nemoBotMoveAtom } from '../../state/bots/botMoveAtoms';
import { decisionAtom } from '../../state/nemo/gameAtoms';
import { seatsAtom } from '../../state/nemo/seatAtoms';
import { useBotDriver } from '../shared/useBotDriver';
import {
  reducedMotionAtom,
  speedAtom,
  speedFactor,
  type AnimationSpeed,
} from '../../state/app/settings';

/** The pause before each of the Imperialist bot's actions at 1×: long enough to read a line. */
const BOT_BEAT_MS = 1200;

function botBeatMs(speed: AnimationSpeed, reduced: boolean): number {
  if (speed === 'instant') return 150;
  return Math.max(150, (reduced ? BOT_BEAT_MS / 2 : BOT_BEAT_MS) / speedFactor(speed));
}

/** Bots answer the decisions of the seats they play (`autoplay=1` makes every seat a bot). */
export function useAutoplay(everySeat: boolean): void {
  const decision = useAtomValue(decisionAtom);
  const seats = useAtomValue(seatsAtom);
  const speed = useAtomValue(speedAtom);
  const reduced = useAtomValue(reducedMotionAtom);
  const botSeat = decision && (everySeat || seats[decision.seat] === 'bot');
  useBotDriver({
    turn: botSeat ? decision : null,
    move: useSetAtom(nemoBotMoveAtom),
    cancel: useSetAtom(cancelBotMoveAtom),
    // An Imperialist bot facing a player takes a beat before each action: the table has shown
    // the last one and the status line has named it before the next begins.
    delayMs: !everySeat && decision?.seat === 'imperialist' ? botBeatMs(speed, reduced) : 150,
  });
}
