import { DiceInset } from '../../scene/dice/DiceInset';
import { GameCanvas } from '../shared/GameCanvas';

/** The solo and versus table, with the dice inset in the panel dock. Lazy-loaded. */
export default function TableCanvas({ debug, low = false }: { debug: boolean; low?: boolean }) {
  return (
    <GameCanvas debug={debug} low={low}>
      <DiceInset />
    </GameCanvas>
  );
}
