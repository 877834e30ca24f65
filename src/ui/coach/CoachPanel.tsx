import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import {
  cancelCoachAtom,
  coachOpenAtom,
  coachViewAtom,
  requestCoachAtom,
} from '../../state/bots/coachAtoms';
import { warmBotClientAtom } from '../../state/bots/botClientAtom';
import { decisionAtom } from '../../state/game/gameAtoms';
import { decisionCrowdedAtom } from '../../state/screenLayout';
import { COLORS, button, panel } from '../play/theme';
import { BotThinkingLine } from './BotThinkingLine';
import { CoachOptionRow } from './CoachOptionRow';
import { useCoachKey } from './useCoachKey';
import { formatNumber } from '../../i18n/formatNumber';

/**
 * The coach, docked with the other panels: on request (H or its button) the three best options
 * of the decision on the table, each with the chance to reach the Finale and the expected
 * score. It advises only; the player (or the seat's bot) still chooses.
 */
export function CoachPanel() {
  const { t } = useTranslation();
  const [open, setOpen] = useAtom(coachOpenAtom);
  const decision = useAtomValue(decisionAtom);
  const crowded = useAtomValue(decisionCrowdedAtom);
  const request = useSetAtom(requestCoachAtom);
  const cancel = useSetAtom(cancelCoachAtom);
  const warm = useSetAtom(warmBotClientAtom);
  useCoachKey();
  useEffect(() => warm(), [warm]);
  useEffect(() => {
    if (open && decision) request();
  }, [open, decision, request]);
  useEffect(() => {
    if (!open) cancel();
  }, [open, cancel]);

  return (
    <>
      <BotThinkingLine />
      <section
        aria-label={t('coach.label')}
        data-testid="coach-panel"
        data-open={open}
        style={{
          ...panel,
          // Yields to the decision first: it shrinks (and scrolls) down to a few lines.
          flex: '0 100 auto',
          // Under a long decision only its first line is sure of its room.
          minHeight: open ? (crowded ? 22 : 88) : 0,
          overflow: 'auto',
          padding: open ? (crowded ? '4px 10px' : '8px 10px') : 0,
          fontSize: 13,
        }}
      >
        <button
          data-testid="coach-toggle"
          aria-expanded={open}
          onClick={() => setOpen((o) => !o)}
          title={t('coach.toggleTitle')}
          style={{
            ...button,
            width: '100%',
            border: 'none',
            background: 'transparent',
            padding: open ? 0 : '6px 10px',
            color: COLORS.brass,
          }}
        >
          {open ? t('coach.open') : t('coach.closed')}
        </button>
        {open && <CoachBody seat={decision?.seat ?? null} />}
      </section>
    </>
  );
}

function CoachBody({ seat }: { seat: 'nautilus' | 'imperialist' | null }) {
  const { t } = useTranslation();
  const view = useAtomValue(coachViewAtom);
  if (!seat || view.status === 'idle')
    return <p style={{ color: COLORS.muted, margin: '6px 0 0' }}>{t('coach.waiting')}</p>;
  if (view.status === 'thinking')
    return (
      <p data-testid="coach-thinking" style={{ color: COLORS.muted, margin: '6px 0 0' }}>
        {t('coach.thinking')}
      </p>
    );
  if (view.status === 'none') return <p style={{ margin: '6px 0 0' }}>{view.text}</p>;
  return (
    <>
      <div style={{ color: COLORS.muted, fontSize: 12, margin: '4px 0 6px' }}>
        {view.seat === 'imperialist' ? t('coach.bestImperialist') : t('coach.bestNautilus')}
      </div>
      <ol style={{ margin: 0, padding: 0 }}>
        {view.lines.map((line, i) => (
          <CoachOptionRow key={i} line={line} rank={i + 1} />
        ))}
      </ol>
      <div style={{ color: COLORS.muted, fontSize: 11 }}>
        {t('coach.sampled', { ms: formatNumber(Math.round(view.ms)) })}
      </div>
    </>
  );
}
