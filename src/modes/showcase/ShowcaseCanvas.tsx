import { Backdrop, type BackdropKind } from '../../scene/director/Backdrop';
import { GameCanvas } from '../shared/GameCanvas';

/** The show's canvas: the table, the dice tray, and the chosen background. Lazy-loaded. */
export default function ShowcaseCanvas({
  debug,
  bg,
  low = false,
}: {
  debug: boolean;
  bg: BackdropKind;
  low?: boolean;
}) {
  return (
    <GameCanvas debug={debug} low={low} transparent>
      <Backdrop kind={bg} />
    </GameCanvas>
  );
}
