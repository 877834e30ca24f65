import { useAtomValue } from 'jotai';
import { Epilogue } from './Epilogue';
import { scoreCategoryName } from '../../state/game/scoreCategoryNames';
import { MOTIVES } from '../../core/data/motives';
import { finishedStateAtom } from '../../state/game/gameAtoms';
import { COLORS, panel } from './theme';
import { ReviewPanel } from '../review/ReviewPanel';

/** The end of the voyage: every scoring line, the total, the level and the epilogue to read. */
export function ScoreSheetPanel() {
  const finished = useAtomValue(finishedStateAtom);
  if (!finished) return null;
  const { state, result } = finished;
  const sheet = result.score;
  return (
    <section
      aria-label="Score sheet"
      data-testid="score-sheet"
      style={{
        ...panel,
        position: 'absolute',
        left: '50%',
        top: '50%',
        transform: 'translate(-50%, -50%)',
        width: 'min(560px, 92vw)',
        maxHeight: '80vh',
        overflow: 'auto',
        padding: 20,
      }}
    >
      <h2 style={{ margin: 0, color: COLORS.brass, fontWeight: 'normal' }}>
        {sheet ? `${sheet.total} VP — ${sheet.level}` : 'Defeat'}
      </h2>
      <p style={{ color: COLORS.muted }}>
        {result.reason}. {MOTIVES[state.motive].name} Motive. Read the epilogue paragraph{' '}
        <strong>{result.epilogueKey}</strong>.
      </p>
      <Epilogue epilogueKey={result.epilogueKey} />
      {sheet && (
        <table style={{ width: '100%', borderCollapse: 'collapse' }}>
          <thead>
            <tr style={{ color: COLORS.brass, textAlign: 'left' }}>
              <th>Category</th>
              <th>Source</th>
              <th style={{ textAlign: 'right' }}>Printed</th>
              <th style={{ textAlign: 'right' }}>Scored</th>
            </tr>
          </thead>
          <tbody>
            {sheet.lines.map((line, i) => (
              <tr key={i} style={{ borderTop: '1px solid rgba(217,179,106,0.2)' }}>
                <td>{scoreCategoryName(line.category)}</td>
                <td>{line.label}</td>
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
              <td colSpan={3}>Total</td>
              <td data-testid="score-total" style={{ textAlign: 'right' }}>
                {sheet.total}
              </td>
            </tr>
          </tfoot>
        </table>
      )}
      <ReviewPanel />
    </section>
  );
}
