import { Suspense, type ReactNode } from 'react';
import { SERIF } from '../../i18n/latinFont';
import { TABLE_BACKGROUND, windowStage } from '../../ui/play/theme';

/**
 * The full-window stage of a 3D mode: the canvas (loaded lazily, with a note while it loads)
 * and the panels drawn over it.
 */
export function TableStage({
  canvas,
  loading = 'Laying out the table…',
  children,
}: {
  canvas: ReactNode;
  loading?: string;
  children: ReactNode;
}) {
  return (
    <div style={windowStage(TABLE_BACKGROUND)}>
      <Suspense
        fallback={
          <div style={{ color: '#e8c877', padding: 80, font: `18px ${SERIF}` }}>{loading}</div>
        }
      >
        {canvas}
      </Suspense>
      {children}
    </div>
  );
}
