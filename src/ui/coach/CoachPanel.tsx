import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useRef, type CSSProperties, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import {
  cancelCoachAtom,
  coachOpenAtom,
  coachViewAtom,
  requestCoachAtom,
} from '../../state/bots/coachAtoms';
import { warmBotClientAtom } from '../../state/bots/botClientAtom';
import { decisionAtom } from '../../state/nemo/gameAtoms';
import { decisionCrowdedAtom } from '../../state/app/screenLayout';
import { COLORS, button, panel } from '../play/theme';
import { officialAttemptAtom } from '../../state/daily/dailyAtoms';
import { BotThinkingLine } from './BotThinkingLine';
import { CoachOff } from './CoachOff';
import { CoachOptionRow } from './CoachOptionRow';
import { CoachToggle } from './CoachToggle';
import { useCoachKey } from './useCoachKey';
import { formatNumber } from '../../i18n/formatNumber';
import { useWholeLines } from '../play/useWholeLines';
import { useRowsOutOfView } from './useRowsOutOfView';

/**
 * The coach, docked with the other panels: on request (H or its button) the three best options
 * of the decision on the table, each with the chance to reach the Finale and the expected
 * score. It advises only; the player (or the seat's bot) still chooses.
 */
export function CoachPanel() {
  // The official voyage of the day measures the player, as rated chess does: no coach.
  return useAtomValue(officialAttemptAtom) ? <CoachOff /> : <Coach />;
}

function Coach() {
  const { t } = useTranslation();
  const [open, setOpen] = useAtom(coachOpenAtom);
  const decision = useAtomValue(decisionAtom);
  const crowded = useAtomValue(decisionCrowdedAtom);
  const request = useSetAtom(requestCoachAtom);
  const cancel = useSetAtom(cancelCoachAtom);
  const warm = useSetAtom(warmBotClientAtom);
  const box = useRef<HTMLElement>(null);
  const list = useRef<HTMLOListElement>(null);
  const view = useAtomValue(coachViewAtom);
  // Squeezed by a long decision, it shows its lines whole or not at all (issue 27).
  const squeezed = open && crowded;
  useWholeLines(box, squeezed ? ':scope > p' : ':scope > p, :scope > div, li > div', [
    view,
    open,
    crowded,
  ]);
  // …and its options scroll in their own list, which says how many more lie below.
  useWholeLines(list, ':scope > li > button, :scope > li > div', [view, squeezed], true);
  const out = useRowsOutOfView(list, ':scope > li > button', [view, squeezed]);
  const scrollOn = () => {
    const el = list.current;
    if (!el) return;
    if (out.below === 0) {
      el.scrollTo({ top: 0 });
      return;
    }
    const bottom = el.getBoundingClientRect().bottom - 1;
    const next = [...el.querySelectorAll<HTMLElement>(':scope > li > button')].find(
      (li) => li.getBoundingClientRect().bottom > bottom,
    );
    next?.parentElement?.scrollIntoView({ block: 'nearest' });
  };
  useCoachKey();
  useEffect(() => warm(), [warm]);
  useEffect(() => {
    if (open && decision) request();
  }, [open, decision, request]);
  useEffect(() => {
    if (!open) cancel();
  }, [open, cancel]);

  const toggle = <CoachToggle open={open} onToggle={() => setOpen((o) => !o)} />;
  return (
    <>
      <BotThinkingLine />
      <section
        aria-label={t('coach.label')}
        data-testid="coach-panel"
        ref={box}
        data-open={open}
        style={{
          ...panel,
          // Yields to the decision first: it shrinks (and scrolls) down to a few lines.
          flex: '0 100 auto',
          // Under a long decision it keeps at least its heading and one line, the recommended
          // option (issue 27: a crowded coach hid its advice); the other options scroll below,
          // in their own list under the heading.
          minHeight: open ? (crowded ? 46 : 88) : 0,
          overflow: squeezed ? 'hidden' : 'auto',
          ...(squeezed ? { display: 'flex', flexDirection: 'column' } : {}),
          padding: open ? (crowded ? '4px 10px' : '8px 10px') : 0,
          fontSize: 13,
        }}
      >
        {squeezed ? (
          <div style={{ display: 'flex', alignItems: 'center', gap: 6, flex: '0 0 auto' }}>
            {toggle}
            {(out.below > 0 || out.above > 0) && (
              <button
                type="button"
                data-testid="coach-more"
                aria-label={
                  out.below > 0
                    ? t('coach.moreBelowLabel', { count: out.below })
                    : t('coach.backToFirstLabel')
                }
                onClick={scrollOn}
                style={{
                  ...button,
                  flex: '0 0 auto',
                  padding: '0 6px',
                  fontSize: 12,
                  color: COLORS.brass,
                  whiteSpace: 'nowrap',
                }}
              >
                {out.below > 0
                  ? t('coach.moreBelow', { count: out.below })
                  : t('coach.backToFirst')}
              </button>
            )}
          </div>
        ) : (
          toggle
        )}
        {open && <CoachBody seat={decision?.seat ?? null} crowded={crowded} list={list} />}
      </section>
    </>
  );
}

/** One line, cut with an ellipsis rather than in half: the crowded coach's single line. */
const ONE_LINE: CSSProperties = {
  display: '-webkit-box',
  WebkitBoxOrient: 'vertical',
  WebkitLineClamp: 1,
  overflow: 'hidden',
};

function CoachBody({
  seat,
  crowded,
  list,
}: {
  seat: 'nautilus' | 'imperialist' | null;
  crowded: boolean;
  /** The squeezed coach's list, which scrolls on its own. */
  list: RefObject<HTMLOListElement | null>;
}) {
  const { t } = useTranslation();
  const view = useAtomValue(coachViewAtom);
  const line = (text: string, style: CSSProperties = {}, testId?: string) => (
    <p
      data-testid={testId}
      title={crowded ? text : undefined}
      style={{ margin: crowded ? '2px 0 0' : '6px 0 0', ...style, ...(crowded ? ONE_LINE : {}) }}
    >
      {text}
    </p>
  );
  if (!seat || view.status === 'idle') return line(t('coach.waiting'), { color: COLORS.muted });
  if (view.status === 'thinking')
    return line(t('coach.thinking'), { color: COLORS.muted }, 'coach-thinking');
  if (view.status === 'none') return line(view.text);
  const rows = (
    <ol
      ref={crowded ? list : undefined}
      data-testid="coach-list"
      style={
        crowded
          ? { margin: 0, padding: 0, overflowY: 'auto', flex: '1 1 auto', minHeight: 0 }
          : { margin: 0, padding: 0 }
      }
    >
      {view.lines.map((line, i) => (
        <CoachOptionRow key={i} line={line} rank={i + 1} crowded={crowded} />
      ))}
    </ol>
  );
  // Squeezed by a long decision: no heading, so that the first option's first line, the
  // recommendation with its chance of the Finale, shows right under the coach's title; the
  // rest of the list scrolls below it.
  if (crowded) return rows;
  return (
    <>
      <div style={{ color: COLORS.muted, fontSize: 12, margin: '4px 0 6px' }}>
        {view.seat === 'imperialist' ? t('coach.bestImperialist') : t('coach.bestNautilus')}
      </div>
      {rows}
      <div style={{ color: COLORS.muted, fontSize: 11 }}>
        {t('coach.sampled', { ms: formatNumber(Math.round(view.ms)) })}
      </div>
    </>
  );
}
