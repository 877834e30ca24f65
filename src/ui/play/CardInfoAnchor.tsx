import { useState, type CSSProperties, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import type { ItemInfo } from '../../state/nemo/itemInfo';
import { CardInfoCard } from './CardInfoCard';

const GAP = 8;
const WIDTH = 260;

/** Where the info card goes: left of the anchor when there is room (the panels sit right), else right. */
function placeBeside(rect: DOMRect): CSSProperties {
  const left = rect.left - WIDTH - GAP >= 4 ? rect.left - WIDTH - GAP : rect.right + GAP;
  const top = Math.max(4, Math.min(rect.top, window.innerHeight - 200));
  return {
    position: 'fixed',
    left: Math.min(left, window.innerWidth - WIDTH - 4),
    top,
    zIndex: 40,
  };
}

/**
 * Shows an item's info card while its child is hovered or focused, or after a tap; the card is
 * drawn over everything, beside the anchor.
 */
export function CardInfoAnchor({
  info,
  children,
  style,
}: {
  info: ItemInfo | null;
  children: ReactNode;
  style?: CSSProperties;
}) {
  const [rect, setRect] = useState<DOMRect | null>(null);
  if (!info) return <>{children}</>;
  const show = (e: { currentTarget: Element }) => setRect(e.currentTarget.getBoundingClientRect());
  const hide = () => setRect(null);
  return (
    <div
      data-info-title={info.title}
      style={style}
      onMouseEnter={show}
      onMouseLeave={hide}
      onFocus={show}
      onBlur={hide}
      onTouchStart={(e) => (rect ? hide() : show(e))}
    >
      {children}
      {rect && createPortal(<CardInfoCard info={info} style={placeBeside(rect)} />, document.body)}
    </div>
  );
}
