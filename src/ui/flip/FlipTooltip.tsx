import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { flipHoverAtom } from '../../state/flip/flipAtoms';
import { COLORS, panel } from '../play/theme';

/** What a click on the pointed table target would do, or why it is not allowed. */
export function FlipTooltip() {
  const hover = useAtomValue(flipHoverAtom);
  const [at, setAt] = useState<[number, number]>([0, 0]);
  useEffect(() => {
    const onMove = (e: PointerEvent) => setAt([e.clientX, e.clientY]);
    window.addEventListener('pointermove', onMove);
    return () => window.removeEventListener('pointermove', onMove);
  }, []);
  if (!hover) return null;
  const { legal } = hover;
  return (
    <div
      role="tooltip"
      data-testid="flip-tooltip"
      style={{
        ...panel,
        position: 'fixed',
        left: at[0] + 16,
        top: at[1] + 16,
        maxWidth: 320,
        padding: '4px 8px',
        fontSize: 13,
        pointerEvents: 'none',
        borderColor: legal ? COLORS.good : COLORS.danger,
      }}
    >
      {hover.text}
    </div>
  );
}
