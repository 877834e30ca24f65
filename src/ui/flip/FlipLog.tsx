import { useAtomValue } from 'jotai';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { flipShownEventsAtom, flipShownStateAtom } from '../../state/flip/flipAtoms';
import { describeFlipEvent } from '../../state/flip/events/flipEventCatalogue';
import { COLORS, panel } from '../play/theme';

const LINES = 7;

/** The last few things that happened, newest last. */
export function FlipLog() {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const events = useAtomValue(flipShownEventsAtom);
  const state = useAtomValue(flipShownStateAtom);
  const lines = useMemo(() => {
    // Lines are made in the current language: a switch remakes them.
    if (!state || !language) return [];
    // Card indices in old events refer to the lineup of their own turn.
    let lineup: number[] = [];
    const out: string[] = [];
    for (const e of events) {
      if (e.type === 'LineupRevealed') lineup = e.cards;
      const line = describeFlipEvent(e, { ...state, lineup });
      if (line) out.push(line);
    }
    return out.slice(-LINES);
  }, [events, state, language]);
  if (lines.length === 0) return null;
  return (
    <section
      aria-label={t('flip.panel.log')}
      data-testid="flip-log"
      style={{
        ...panel,
        position: 'absolute',
        right: 10,
        bottom: 8,
        width: 340,
        padding: '6px 10px',
        fontSize: 12,
        lineHeight: 1.45,
      }}
    >
      {lines.map((l, i) => (
        <div
          key={`${events.length}-${i}`}
          style={{ color: i === lines.length - 1 ? COLORS.ink : COLORS.muted }}
        >
          {l}
        </div>
      ))}
    </section>
  );
}
