import type { ReactNode } from 'react';
import { panel } from './theme';

/** The night-sea backdrop of a setup screen, with its panel centred on it. */
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
        display: 'grid',
        placeItems: 'center',
        background: 'radial-gradient(circle at 50% 30%, #17324a, #060d14)',
        overflow: 'auto',
      }}
    >
      <section
        aria-label={label}
        style={{ ...panel, padding: 24, width: `min(${width}px, 94vw)`, margin: 16 }}
      >
        {children}
      </section>
    </div>
  );
}
