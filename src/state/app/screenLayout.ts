import { atom } from 'jotai';

/** Which overlay a 3D mode draws over the table; each reserves its own screen regions. */
export type ScreenMode = 'play' | 'versus' | 'learn' | 'showcase';

export interface ScreenRect {
  left: number;
  top: number;
  width: number;
  height: number;
}

export interface ScreenLayout {
  /** Where the panels dock: a column at the right, a band at the bottom (tall screens), or none. */
  dock: 'right' | 'bottom' | 'none';
  /** The dock in page pixels; when collapsed, only its toggle strip. */
  dockRect: ScreenRect;
  /** The header band (HUD, and the seat banner in versus) at the top of the stage. */
  headerRect: ScreenRect;
  /** Smaller type and one-line header for narrow windows. */
  compact: boolean;
  /** Taller than wide enough for a right dock: panels stack along the bottom. */
  tall: boolean;
  /**
   * The showcase's caption sits above its presenter bar, not beside it: the window is too narrow
   * for a two-line caption and the bar side by side (always false outside the showcase).
   */
  captionOverBar: boolean;
  /** The dice inset at the top of the dock (empty when folded or without a dock). */
  diceRect: ScreenRect;
  /** The part of the window no panel covers: the camera frames its subject inside this. */
  stage: ScreenRect;
}

const MARGIN = 8;
/** The collapsed dock: a strip holding only its toggle button. */
export const COLLAPSED_DOCK = 44;
/** One header line: the HUD, and the seat banner below it in versus. */
export const HEADER_LINE = 34;

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

const NO_RECT: ScreenRect = { left: 0, top: 0, width: 0, height: 0 };
/** The dock's fold button row (a 44 px touch target), above the dice inset. */
export const TOGGLE_HEIGHT = 50;

/** The showcase presenter bar on a tall screen (it may wrap to two rows); the captions sit above. */
export const PRESENTER_BAR_TALL = 80;

/** The showcase presenter bar on one row (a wide but narrow window); the captions sit above. */
export const PRESENTER_BAR_ROW = 48;

/**
 * Narrower than this, the caption (up to 55 % of the width) and the presenter bar (about 35 %
 * of a narrow window) would meet at the bottom edge: the caption goes above the bar.
 */
const CAPTION_BESIDE_BAR = 1760;

/** How far above the bottom safe margin the showcase caption sits, clear of the presenter bar. */
export function captionLift(layout: Pick<ScreenLayout, 'tall' | 'captionOverBar'>): number {
  if (layout.tall) return PRESENTER_BAR_TALL;
  return layout.captionOverBar ? PRESENTER_BAR_ROW : 0;
}

/** Wider than this (width / height) the panels dock at the right, otherwise at the bottom. */
const WIDE_ASPECT = 1.15;

/**
 * The screen regions of a 3D mode: the panel dock, the header and the stage left for the table.
 * Panels are sized from this, and the camera fits the board into `stage`, so no panel covers it.
 */
export function screenLayout(
  width: number,
  height: number,
  mode: ScreenMode,
  collapsed: boolean,
): ScreenLayout {
  const compact = width < 1400 || height < 800;
  if (mode === 'showcase') {
    const safeY = Math.max(18, 0.035 * height);
    const statusFont = clamp(0.01 * width, 13, 20);
    const captionFont = clamp(0.0155 * width, 17, 32);
    const tall = width / height < WIDE_ASPECT;
    const captionOverBar = tall || width < CAPTION_BESIDE_BAR;
    // The status bar (one row, two when tall) at the top; at the bottom the lower third (a kicker
    // and at most two caption lines), on narrow screens stacked above the presenter bar.
    const top = safeY + statusFont * (tall ? 6.4 : 3.2) + 6;
    const bottom = safeY + captionFont * 5 + captionLift({ tall, captionOverBar }) + 8;
    return {
      dock: 'none',
      dockRect: { left: width, top: 0, width: 0, height: 0 },
      headerRect: { left: 0, top: 0, width, height: top },
      compact,
      tall,
      captionOverBar,
      diceRect: NO_RECT,
      stage: { left: 0, top, width, height: Math.max(1, height - top - bottom) },
    };
  }
  const wide = width / height >= WIDE_ASPECT;
  const headerLines = (wide ? 1 : 2) + (mode === 'versus' ? 1 : 0);
  const header = MARGIN + headerLines * (HEADER_LINE + 2) + (headerLines > 1 ? 4 : 0);
  if (wide) {
    const dockWidth = collapsed ? COLLAPSED_DOCK : Math.round(clamp(width * 0.27, 280, 400));
    const dockRect = {
      left: width - MARGIN - dockWidth,
      top: MARGIN,
      width: dockWidth,
      height: height - 2 * MARGIN,
    };
    const stageWidth = dockRect.left - MARGIN;
    const diceRect = collapsed
      ? NO_RECT
      : {
          left: dockRect.left,
          top: dockRect.top + TOGGLE_HEIGHT,
          width: dockWidth,
          height: Math.round(dockWidth * 0.62),
        };
    return {
      dock: 'right',
      diceRect,
      dockRect,
      headerRect: {
        left: MARGIN,
        top: MARGIN,
        width: stageWidth - MARGIN,
        height: header - MARGIN,
      },
      compact,
      tall: false,
      captionOverBar: false,
      stage: { left: 0, top: header, width: stageWidth, height: height - header },
    };
  }
  // Phones get a taller bottom sheet: the decision needs the room more than the table does.
  const share = width < 600 ? 0.46 : 0.4;
  const dockHeight = collapsed ? COLLAPSED_DOCK : Math.round(clamp(height * share, 220, 480));
  const dockRect = {
    left: MARGIN,
    top: height - MARGIN - dockHeight,
    width: width - 2 * MARGIN,
    height: dockHeight,
  };
  // On tall screens the dice sit at the stage's bottom-right corner, above the dock.
  const diceWidth = Math.round(Math.min(width * 0.45, 240));
  const diceRect = {
    left: width - MARGIN - diceWidth,
    top: dockRect.top - MARGIN - Math.round(diceWidth * 0.6),
    width: diceWidth,
    height: Math.round(diceWidth * 0.6),
  };
  return {
    dock: 'bottom',
    diceRect,
    dockRect,
    headerRect: { left: MARGIN, top: MARGIN, width: width - 2 * MARGIN, height: header - MARGIN },
    compact: true,
    tall: true,
    captionOverBar: false,
    stage: { left: 0, top: header, width, height: Math.max(1, diceRect.top - MARGIN - header) },
  };
}

/** The overlay the current mode draws (set by the mode component). */
export const screenModeAtom = atom<ScreenMode>('play');
/** The dice inset is showing: from a roll until the decision after it is answered. */
export const diceInsetShownAtom = atom(false);
/** The panel dock folded away (button or P key), giving the table the room. */
export const dockCollapsedAtom = atom(false);
/** The text mirror of the board is open (button or B key). */
export const boardMirrorOpenAtom = atom(false);
/** The keyboard shortcuts list is open (button or ? key). */
export const shortcutsOpenAtom = atom(false);
/**
 * A long decision is up (more rows than fit one to a line): the coach and the log give it their
 * room, down to a line each.
 */
export const decisionCrowdedAtom = atom(false);
/** A decision long enough to list its options in rows (more than `COMPACT_AFTER` groups). */
export const decisionLongAtom = atom(false);
