import { useEffect, useRef, type ReactNode } from 'react';
import { COLORS, button, panel } from '../play/theme';
import { useScreenLayout } from '../play/useScreenLayout';

/**
 * A panel over the table's stage with a focused heading and a close button; Esc closes it.
 * `centred` places it in the middle of the stage, otherwise at its top-left corner.
 */
export function StageDialog({
  id,
  testId,
  title,
  closeLabel,
  maxWidth,
  centred = false,
  zIndex,
  onClose,
  children,
}: {
  id: string;
  testId: string;
  title: string;
  closeLabel: string;
  maxWidth: number;
  centred?: boolean;
  zIndex: number;
  onClose: () => void;
  children: ReactNode;
}) {
  const { stage } = useScreenLayout();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
  }, []);
  const width = Math.max(260, Math.min(maxWidth, stage.width - 16));
  return (
    <section
      aria-labelledby={id}
      data-testid={testId}
      onKeyDown={(e) => {
        if (e.key === 'Escape') {
          e.stopPropagation();
          onClose();
        }
      }}
      style={{
        ...panel,
        position: 'absolute',
        left: stage.left + (centred ? Math.max(8, (stage.width - width) / 2) : 8),
        top: stage.top + 8,
        width,
        maxHeight: Math.max(200, stage.height - 16),
        overflow: 'auto',
        padding: '10px 14px',
        boxSizing: 'border-box',
        zIndex,
        background: COLORS.navySolid,
      }}
    >
      <div style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
        <h2
          id={id}
          ref={heading}
          tabIndex={-1}
          style={{ margin: 0, flex: 1, color: COLORS.brass, fontWeight: 'normal', fontSize: 18 }}
        >
          {title}
        </h2>
        <button type="button" style={{ ...button, minHeight: 44 }} onClick={onClose}>
          {closeLabel}
        </button>
      </div>
      {children}
    </section>
  );
}
