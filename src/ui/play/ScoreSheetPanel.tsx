import { useAtomValue } from 'jotai';
import { Trans, useTranslation } from 'react-i18next';
import { Epilogue } from './Epilogue';
import { scoreCategoryName } from '../../state/nemo/scoreCategoryNames';
import { describeMotive } from './describeMotive';
import { coreValueText, levelName } from '../../state/nemo/words/renderCore';
import { finishedStateAtom } from '../../state/nemo/gameAtoms';
import { COLORS, centredPanel } from './theme';
import { formatNumber } from '../../i18n/formatNumber';
import { ReviewPanel } from '../review/ReviewPanel';
import { VoyageSubmit } from '../voyage/VoyageSubmit';
import { DailyResult } from '../daily/DailyResult';
import { officialAttemptAtom } from '../../state/daily/dailyAtoms';

/** The end of the voyage: every scoring line, the total, the level and the epilogue to read. */
export function ScoreSheetPanel() {
  const { t } = useTranslation();
  const finished = useAtomValue(finishedStateAtom);
  const official = useAtomValue(officialAttemptAtom);
  if (!finished) return null;
  const { state, result } = finished;
  const sheet = result.score;
  return (
    <section
      aria-label={t('play.score.label')}
      data-testid="score-sheet"
      style={{ ...centredPanel('min(560px, 92vw)', '80vh'), padding: 20 }}
    >
      <h2 style={{ margin: 0, color: COLORS.brass, fontWeight: 'normal' }}>
        {sheet
          ? t('play.score.total', {
              total: formatNumber(sheet.total),
              level: levelName(sheet.level),
            })
          : t('play.score.defeat')}
      </h2>
      <p style={{ color: COLORS.muted }}>
        <Trans
          i18nKey="play.score.summary"
          values={{
            reason: coreValueText(result.reason),
            motive: describeMotive(state.motive).name,
          }}
          components={{ b: <strong /> }}
        />
      </p>
      <VoyageSubmit />
      <DailyResult />
      <Epilogue epilogueKey={result.epilogueKey} />
      {sheet && (
        <table style={{ width: '100%', borderCollapse: 'collapse' }}>
          <thead>
            <tr style={{ color: COLORS.brass, textAlign: 'left' }}>
              <th>{t('play.score.category')}</th>
              <th>{t('play.score.source')}</th>
              <th style={{ textAlign: 'right' }}>{t('play.score.printed')}</th>
              <th style={{ textAlign: 'right' }}>{t('play.score.scored')}</th>
            </tr>
          </thead>
          <tbody>
            {sheet.lines.map((line, i) => (
              <tr key={i} style={{ borderTop: '1px solid rgba(217,179,106,0.2)' }}>
                <td>{scoreCategoryName(line.category)}</td>
                <td>{coreValueText(line.label)}</td>
                <td style={{ textAlign: 'right' }}>{line.printed}</td>
                <td style={{ textAlign: 'right' }}>{line.scored}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            {Object.entries(sheet.byCategory).map(([cat, vp]) => (
              <tr key={cat} style={{ color: COLORS.muted }}>
                <td colSpan={3}>{scoreCategoryName(cat)}</td>
                <td style={{ textAlign: 'right' }}>{vp}</td>
              </tr>
            ))}
            <tr style={{ color: COLORS.brass, fontWeight: 'bold' }}>
              <td colSpan={3}>{t('play.score.totalRow')}</td>
              <td data-testid="score-total" style={{ textAlign: 'right' }}>
                {sheet.total}
              </td>
            </tr>
          </tfoot>
        </table>
      )}
      {/* No review of the official voyage: DailyResult says why. */}
      {!official && <ReviewPanel />}
    </section>
  );
}
