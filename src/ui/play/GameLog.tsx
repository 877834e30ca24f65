import { useAtomValue } from 'jotai';
import { useEffect, useMemo, useRef, useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { latestStateAtom, shownEventsAtom } from '../../state/nemo/gameAtoms';
import { playerMovesAtom } from '../../state/nemo/playerMoveAtoms';
import { describeEvent } from '../../state/nemo/events/eventCatalogue';
import { DESIGNED_MARK } from '../../state/nemo/events/cardEvents';
import { COLORS, panel } from './theme';
import { decisionCrowdedAtom } from '../../state/app/screenLayout';
import { chartExplanation } from './chartExplanation';
import { useWholeLines } from './useWholeLines';
import { useFlushLines } from './useFlushLines';
import { NewestLineButton } from './NewestLineButton';

const SHOWN_LINES = 120;
/** Keys that scroll the log up (the reader's hand, like an upward wheel). */
const UP_KEYS: ReadonlySet<string> = new Set(['ArrowUp', 'PageUp', 'Home']);
/** The band under the log that holds the "newest line" button while the reader is away. */
const NEWEST_BAND = 30;
/** Room for one entry of two lines of text, whole, under a long decision. */
const CROWDED_MIN = 46;
/** Under a long decision each entry keeps to two lines; the rest is on hover. */
const CLAMPED: CSSProperties = {
  display: '-webkit-box',
  WebkitBoxOrient: 'vertical',
  WebkitLineClamp: 2,
  overflow: 'hidden',
};

interface LogLine {
  text: string;
  /** What a chart band named in the line means, read on hover or focus. */
  chart: string | null;
}

/**
 * The voyage log, one plain sentence per event; chart bands explain themselves on hover. It
 * follows its newest line unless the reader scrolls up; then a button jumps back to the newest,
 * and so does the reader's own next move, whose outcome they then see (issue 43 §3).
 */
export function GameLog() {
  const { t, i18n } = useTranslation();
  const events = useAtomValue(shownEventsAtom);
  const state = useAtomValue(latestStateAtom);
  const crowded = useAtomValue(decisionCrowdedAtom);
  const slot = useRef<HTMLDivElement>(null);
  const box = useRef<HTMLElement>(null);
  /** True while the reader is at the newest line: the log then follows each new line. */
  const pinned = useRef(true);
  /** The same, for the "newest" button: shown while the reader has scrolled away. */
  const [following, setFollowing] = useState(true);
  const follow = (on: boolean) => {
    pinned.current = on;
    setFollowing(on);
    const el = box.current;
    if (on && el) el.scrollTop = el.scrollHeight;
  };
  /** Where the reader's last scroll left the log: only a scroll up lets go of the newest line. */
  const lastTop = useRef(0);
  /**
   * Set while the reader's own hand moves the log (wheel, touch, a drag of its bar, a key): a
   * scroll the page makes (lines hidden or cut, a panel resized or shown again) never lets go.
   */
  const handUntil = useRef(0);
  const held = useRef(false);
  // The reader's own next move brings the log back to the newest line (a bot's does not).
  const moves = useAtomValue(playerMovesAtom);
  const movesSeen = useRef(moves);
  useEffect(() => {
    if (moves !== movesSeen.current && !pinned.current) follow(true);
    movesSeen.current = moves;
  }, [moves]);
  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const byHand = () => {
      handUntil.current = performance.now() + 400;
    };
    // A reader who asks to go up lets go of the newest line at once, before the scroll lands:
    // on a busy page a new line could otherwise snap the log back first and undo the wheel.
    const up = () => {
      byHand();
      if (pinned.current && el.scrollTop > 0) follow(false);
    };
    const onWheel = (e: WheelEvent) => (e.deltaY < 0 ? up() : byHand());
    const onKey = (e: KeyboardEvent) => (UP_KEYS.has(e.key) ? up() : byHand());
    let touchY: number | null = null;
    const onTouchStart = (e: TouchEvent) => (touchY = e.touches[0]?.clientY ?? null);
    const onTouchMove = (e: TouchEvent) => {
      const y = e.touches[0]?.clientY;
      // A finger moving down the screen scrolls the log up.
      if (y !== undefined && touchY !== null && y > touchY) up();
      else byHand();
      touchY = y ?? touchY;
    };
    const hold = () => (held.current = true);
    const release = () => (held.current = false);
    el.addEventListener('wheel', onWheel, { passive: true });
    el.addEventListener('keydown', onKey, { passive: true });
    el.addEventListener('touchstart', onTouchStart, { passive: true });
    el.addEventListener('touchmove', onTouchMove, { passive: true });
    el.addEventListener('pointerdown', hold);
    window.addEventListener('pointerup', release);
    window.addEventListener('pointercancel', release);
    return () => {
      el.removeEventListener('wheel', onWheel);
      el.removeEventListener('keydown', onKey);
      el.removeEventListener('touchstart', onTouchStart);
      el.removeEventListener('touchmove', onTouchMove);
      el.removeEventListener('pointerdown', hold);
      window.removeEventListener('pointerup', release);
      window.removeEventListener('pointercancel', release);
    };
  }, []);
  const lines = useMemo(() => {
    if (!state) return [];
    const out: LogLine[] = [];
    for (const e of events.slice(-SHOWN_LINES * 2)) {
      const text = describeEvent(e, state);
      if (text) out.push({ text, chart: chartExplanation(e) });
    }
    return out.slice(-SHOWN_LINES);
    // The language is a dependency: the lines are made in it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [events, state, i18n.language]);
  useEffect(() => {
    const el = box.current;
    if (el && pinned.current) el.scrollTop = el.scrollHeight;
  }, [lines, crowded]);
  // A line the log's edges would cut is hidden, not shown in half (issue 27).
  useWholeLines(box, ':scope > div', [lines, crowded]);
  // …and the panel is as tall as the newest whole lines, so that no empty band sits above them.
  useFlushLines(slot, box, ':scope > div', [lines, crowded]);
  // The dock resizes the log when the decision, coach or dice take or give back room.
  useEffect(() => {
    const el = box.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const follow = new ResizeObserver(() => {
      if (pinned.current) el.scrollTop = el.scrollHeight;
    });
    follow.observe(el);
    return () => follow.disconnect();
  }, []);
  const pad = crowded ? 5 : 8;
  /** The panel's padding and border, round its lines. */
  const frame = 2 * pad + 2;
  return (
    <div
      ref={slot}
      style={{
        // Takes what the decision and the coach leave, down to a few lines.
        // Under a long decision, down to its newest line (two lines of text at most, whole).
        flex: `1 100 ${(crowded ? CROWDED_MIN : 90) + frame}px`,
        minHeight: (crowded ? CROWDED_MIN : 72) + frame,
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'flex-end',
        overflow: 'hidden',
        position: 'relative',
      }}
    >
      <section
        aria-label={t('play.log.label')}
        data-testid="log"
        ref={box}
        onScroll={(e) => {
          const el = e.currentTarget;
          const gap = el.scrollHeight - el.scrollTop - el.clientHeight;
          const byHand = held.current || performance.now() < handUntil.current;
          if (byHand && gap >= 8 && el.scrollTop < lastTop.current) {
            if (pinned.current) follow(false);
          } else if (gap < 8) {
            if (!pinned.current) follow(true);
          }
          // New lines or a resize move the bottom away without the reader scrolling: stay at
          // the very bottom, so that the newest line is never the one cut and hidden.
          if (pinned.current && gap > 0.5 && !byHand) el.scrollTop = el.scrollHeight;
          lastTop.current = el.scrollTop;
        }}
        style={{
          ...panel,
          flex: '0 0 auto',
          boxSizing: 'border-box',
          // Away from the newest line, a band under the log holds the button back to it.
          maxHeight: following ? '100%' : `calc(100% - ${NEWEST_BAND}px)`,
          marginBottom: following ? 0 : NEWEST_BAND,
          overflow: 'auto',
          padding: `${pad}px 10px`,
          fontSize: 13,
        }}
      >
        {lines.map(({ text, chart }, i) => (
          <div
            key={i}
            data-testid={chart ? 'log-chart-line' : undefined}
            tabIndex={chart ? 0 : undefined}
            style={{
              ...(crowded ? CLAMPED : {}),
              color: text.startsWith('—')
                ? COLORS.brass
                : text.startsWith('⚠')
                  ? COLORS.danger
                  : COLORS.ink,
              marginBottom: 2,
              lineHeight: 1.35,
              cursor: chart ? 'help' : undefined,
              textDecoration: chart ? 'underline dotted rgba(217, 179, 106, 0.6)' : undefined,
            }}
            title={
              chart ??
              (text.endsWith(DESIGNED_MARK)
                ? t('play.log.designedNote')
                : crowded
                  ? text
                  : undefined)
            }
          >
            {text}
          </div>
        ))}
      </section>
      {!following && <NewestLineButton onClick={() => follow(true)} />}
    </div>
  );
}
