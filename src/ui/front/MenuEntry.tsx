import type { CSSProperties, ReactNode } from 'react';
import { COLORS } from '../play/theme';
import { entryStyle } from './frontStyles';

interface MenuEntryProps {
  title: ReactNode;
  line: string;
  /** A link to another screen; without it the entry is a button that opens a panel here. */
  href?: string;
  onOpen?: () => void;
  /** The panel this button opens is showing. */
  open?: boolean;
  /** Drawn in brass: the suggested next step. */
  highlight?: boolean;
  testId: string;
}

/** One front-door choice: a link (so Back, new tabs and shared links work) or a panel toggle. */
export function MenuEntry({ title, line, href, onOpen, open, highlight, testId }: MenuEntryProps) {
  const style: CSSProperties = {
    ...entryStyle,
    ...(highlight ? { background: 'rgba(122, 90, 30, 0.92)', borderColor: COLORS.brass } : {}),
    ...(open ? { background: '#2a4f70', borderColor: COLORS.brass } : {}),
  };
  const body = (
    <>
      <span style={{ display: 'block', fontSize: 17, color: highlight ? '#fff4d6' : COLORS.ink }}>
        {title}
      </span>
      <span
        style={{
          display: 'block',
          fontSize: 12.5,
          // Muted brass is too faint on the lighter "open" and "highlight" fills (axe contrast).
          color: highlight || open ? COLORS.ink : COLORS.muted,
        }}
      >
        {line}
      </span>
    </>
  );
  if (href !== undefined) {
    return (
      <a href={href} style={style} data-menu-entry="" data-testid={testId}>
        {body}
      </a>
    );
  }
  return (
    <button
      type="button"
      style={style}
      data-menu-entry=""
      data-testid={testId}
      aria-expanded={open ?? false}
      onClick={onOpen}
    >
      {body}
    </button>
  );
}
