import { Suspense, type ReactNode } from 'react';
import { SERIF } from '../../i18n/latinFont';

/**
 * The full-window stage of a 3D mode: the canvas (loaded lazily, with a note while it loads)
 * and the panels drawn over it.
 */
export function TableStage({ canvas, children }: { canvas: ReactNode; children: ReactNode }) {
  return (
    <div style={{ position: 'fixed', inset: 0, background: '#1a120b', overflow: 'hidden' }}>
      <Suspense
        fallback={
          <div style={{ color: '#e8c877', padding: 80, font: `18px ${SERIF}` }}>
            Laying out the table…
          </div>
        }
      >
        {canvas}
      </Suspense>
      {children}
    </div>
  );
}
