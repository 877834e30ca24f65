import { GameCanvas } from '../shared/GameCanvas';

/** The solo and versus table. Lazy-loaded. */
export default function TableCanvas({ debug, low = false }: { debug: boolean; low?: boolean }) {
  return <GameCanvas debug={debug} low={low} />;
}
