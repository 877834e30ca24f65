import type { CSSProperties } from 'react';
import { SERIF } from '../../i18n/latinFont';

export const COLORS = {
  ink: '#f3e7c9',
  muted: '#c7b48a',
  brass: '#d9b36a',
  navy: 'rgba(9, 22, 34, 0.88)',
  navySolid: '#0b1a28',
  danger: '#e07a5f',
  good: '#8fc98f',
} as const;

/** The night sea behind the front door, the boards and a replay. */
export const SEA_BACKGROUND = 'radial-gradient(circle at 65% 40%, #17324a, #060d14)';

/** The wooden table behind the 3D table. */
export const TABLE_BACKGROUND = '#1a120b';

/** A screen that fills the window over `background`, its 3D stage cut at the window's edges. */
export function windowStage(background: string): CSSProperties {
  return { position: 'fixed', inset: 0, overflow: 'hidden', background };
}

/** A page that fills the window and scrolls: the boards, the captain's log, the pack editor. */
export function scrollingPage(padding: string, background: string): CSSProperties {
  return {
    position: 'fixed',
    inset: 0,
    overflowY: 'auto',
    boxSizing: 'border-box',
    padding,
    background,
    color: COLORS.ink,
  };
}

export const panel: CSSProperties = {
  background: COLORS.navy,
  color: COLORS.ink,
  border: `1px solid ${COLORS.brass}`,
  borderRadius: 10,
  boxShadow: '0 6px 24px rgba(0,0,0,0.45)',
  font: `14px ${SERIF}`,
};

export const button: CSSProperties = {
  font: `14px ${SERIF}`,
  padding: '6px 10px',
  background: '#163049',
  color: COLORS.ink,
  border: `1px solid ${COLORS.brass}`,
  borderRadius: 6,
  cursor: 'pointer',
  textAlign: 'left',
};

export const disabledButton: CSSProperties = { ...button, opacity: 0.45, cursor: 'not-allowed' };

/**
 * A `panel` (or another panel look) centred on the screen, `width` wide, scrolling once its
 * content is taller than `maxHeight`: the score sheets and the replay's review.
 */
export function centredPanel(
  width: string,
  maxHeight: string,
  look: CSSProperties = panel,
): CSSProperties {
  return {
    ...look,
    position: 'absolute',
    left: '50%',
    top: '50%',
    transform: 'translate(-50%, -50%)',
    width,
    maxHeight,
    overflow: 'auto',
  };
}

/** A boxed part of the score sheet: the board submission, the official voyage's result. */
export const sheetBox: CSSProperties = {
  margin: '10px 0',
  padding: '8px 10px',
  border: `1px solid ${COLORS.brass}`,
  borderRadius: 8,
};

/** A screen's title: brass, unbolded, lightly spaced (the front door, the set-up screen). */
export const screenTitle: CSSProperties = {
  margin: 0,
  color: COLORS.brass,
  fontWeight: 'normal',
  letterSpacing: 1,
};
