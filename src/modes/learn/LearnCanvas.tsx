import { LessonHighlights } from '../../scene/director/LessonHighlights';
import { RouteOverlay } from '../../scene/director/RouteOverlay';
import { GameCanvas } from '../shared/GameCanvas';

/** The lesson table: the board, the dice tray, and the step's highlights and routes. Lazy-loaded. */
export default function LearnCanvas({ debug, low = false }: { debug: boolean; low?: boolean }) {
  return (
    <GameCanvas debug={debug} low={low}>
      <LessonHighlights />
      <RouteOverlay />
    </GameCanvas>
  );
}
