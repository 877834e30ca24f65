import { useAtomValue } from 'jotai';
import { Epilogue } from '../play/Epilogue';
import { scoreCategoryName } from '../../state/nemo/scoreCategoryNames';
import { Trans, useTranslation } from 'react-i18next';
import { motiveName } from '../play/describeMotive';
import { coreValueText, levelName } from '../../state/nemo/words/renderCore';
import { finishedStateAtom } from '../../state/nemo/gameAtoms';
import { COLORS, KEYFRAMES, broadcastPanel } from './broadcastTheme';
import { centredPanel } from '../play/theme';
import { CrewEndLines } from './CrewEndLines';

/** The closing card: the outcome, the score sheet by category, the total and the level. */
export function EndCard() {
  const finished = useAtomValue(finishedStateAtom);
  const { t } = useTranslation();
  if (!finished) return null;
  const { state, result } = finished;
  const sheet = result.score;
  return (
    <section
      aria-label={t('showcase.end.label')}
      data-testid="showcase-end-card"
      data-animated
      style={{
        ...centredPanel('min(760px, 86vw)', '82vh', broadcastPanel),
        // Read over a busy table (a replay's last shot): near-opaque.
        background: 'linear-gradient(180deg, rgba(12, 30, 46, 0.98), rgba(7, 19, 30, 0.98))',
        padding: 'clamp(18px, 2.2vw, 44px)',
        fontSize: 'clamp(14px, 1.05vw, 21px)',
        borderTop: `4px solid ${COLORS.brass}`,
        animation: 'nemo-fade-in 500ms ease-out',
      }}
    >
      <style>{KEYFRAMES}</style>
      <div
        style={{
          color: COLORS.muted,
          letterSpacing: '0.18em',
          textTransform: 'uppercase',
          fontSize: '0.75em',
        }}
      >
        {t('showcase.end.heading', { motive: motiveName(state.motive), turn: state.turn })}
      </div>
      <h1 style={{ margin: '0.2em 0 0.1em', color: COLORS.brass, fontWeight: 'normal' }}>
        {sheet ? (
          <Trans
            i18nKey="showcase.end.total"
            values={{ total: sheet.total, level: levelName(sheet.level) }}
            components={{ total: <span data-testid="end-card-total" /> }}
          />
        ) : (
          t('showcase.end.defeat')
        )}
      </h1>
      <p style={{ margin: '0 0 1em', color: COLORS.ink }}>
        <Trans
          i18nKey="showcase.end.reason"
          values={{ reason: coreValueText(result.reason) }}
          components={{ b: <strong /> }}
        />
      </p>
      <Epilogue epilogueKey={result.epilogueKey} />
      {sheet && (
        <div
          style={{
            display: 'grid',
            gridTemplateColumns: '1fr 1fr',
            columnGap: '2.5em',
            rowGap: '0.35em',
          }}
        >
          {Object.entries(sheet.byCategory).map(([category, vp]) => (
            <div
              key={category}
              style={{
                display: 'flex',
                justifyContent: 'space-between',
                borderBottom: '1px solid rgba(217,179,106,0.25)',
              }}
            >
              <span>{scoreCategoryName(category)}</span>
              <strong>{vp}</strong>
            </div>
          ))}
        </div>
      )}
      <div
        data-testid="end-card-numbers"
        style={{
          display: 'grid',
          gridTemplateColumns: 'repeat(5, 1fr)',
          gap: '0.6em',
          marginTop: sheet ? '1.2em' : 0,
          textAlign: 'center',
        }}
      >
        {[
          [t('showcase.end.turns'), state.turn],
          [t('showcase.end.shipsSunk'), state.stats.shipsSunk],
          [
            t('showcase.end.testsPassed'),
            `${state.stats.testsPassed}/${state.stats.testsPassed + state.stats.testsFailed}`,
          ],
          [t('showcase.end.notoriety'), state.notoriety],
          [t('showcase.end.treasures'), state.treasures.length + state.treasuresSpent.length],
        ].map(([label, value]) => (
          <div
            key={label}
            style={{ border: '1px solid rgba(217,179,106,0.35)', padding: '0.5em 0.3em' }}
          >
            <div style={{ fontSize: '1.5em', color: COLORS.brass }}>{value}</div>
            <div
              style={{
                fontSize: '0.7em',
                letterSpacing: '0.12em',
                textTransform: 'uppercase',
                color: COLORS.muted,
              }}
            >
              {label}
            </div>
          </div>
        ))}
      </div>
      <CrewEndLines />
      <div style={{ marginTop: '1.2em', color: COLORS.muted, fontSize: '0.8em' }}>
        {t('showcase.end.seed', { seed: state.setup.seed })}
      </div>
    </section>
  );
}
