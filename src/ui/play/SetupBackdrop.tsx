import type { ReactNode } from 'react';
import { panel } from './theme';

/**
 * The night-sea backdrop of a setup screen, with its panel centred on it; a panel taller than the
 * window scrolls from its top (auto margins, so nothing is cut off above).
 */
export function SetupBackdrop({
  label,
  width,
  children,
}: {
  label: string;
  width: number;
  children: ReactNode;
}) {
  return (
    <div
      style={{
        position: 'fixed',
        inset: 0,
        display: 'flex',
        background: 'radial-gradient(circle at 50% 30%, #17324a, #060d14)',
        overflow: 'auto',
      }}
    >
      <section
        aria-label={label}
        style={{
          ...panel,
          padding: 24,
          width: `min(${width}px, 94vw)`,
          boxSizing: 'border-box',
          margin: 'auto',
          flex: '0 0 auto',
        }}
      >
        {children}
      </section>
    </div>
  );
}
