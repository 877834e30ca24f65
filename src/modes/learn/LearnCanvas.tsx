import { LessonHighlights } from '../../scene/director/LessonHighlights';
import { RouteOverlay } from '../../scene/director/RouteOverlay';
import { DiceInset } from '../../scene/dice/DiceInset';
import { GameCanvas } from '../shared/GameCanvas';

/** The lesson table: the board, the dice tray and its inset, and the step's highlights and routes. Lazy-loaded. */
export default function LearnCanvas({ debug, low = false }: { debug: boolean; low?: boolean }) {
  return (
    <GameCanvas debug={debug} low={low}>
      <LessonHighlights />
      <RouteOverlay />
      <DiceInset />
    </GameCanvas>
  );
}
