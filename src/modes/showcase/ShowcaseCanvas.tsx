import { Backdrop, type BackdropKind } from '../../scene/director/Backdrop';
import { GameCanvas } from '../shared/GameCanvas';

/** The show's canvas: the table, the dice tray, the chosen background (GameCanvas adds the close-ups' Ocean name). Lazy-loaded. */
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
