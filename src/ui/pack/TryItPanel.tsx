import { useAtomValue } from 'jotai';
import { useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { cardById } from '../../core/content';
import type { CardId } from '../../core/data';
import { draftCheckAtom, packPickAtom } from '../../state/packs/packDraftAtoms';
import { ACT_CARDS } from '../../state/packs/packComponentsList';
import { tryCard, type TryResult, type TryRoll } from '../../state/packs/tryCard';
import { COLORS } from '../play/theme';
import { TextButton } from '../play/TextButton';

const log: CSSProperties = {
  margin: '6px 0 0',
  padding: '6px 8px',
  background: 'rgba(9, 22, 34, 0.88)',
  borderRadius: 6,
  fontSize: 13,
  lineHeight: 1.4,
  listStyle: 'none',
};

/** "Try it": the picked card drawn in a sample game played with the pack, its events as the log says them. */
export function TryItPanel() {
  const { t } = useTranslation();
  const pick = useAtomValue(packPickAtom);
  const check = useAtomValue(draftCheckAtom);
  const [tried, setTried] = useState<{ key: string; result: TryResult } | null>(null);
  if (pick.section !== 'cards')
    return <p style={{ fontSize: 12, color: COLORS.muted }}>{t('packs.editor.noTryComponent')}</p>;
  if (ACT_CARDS.has(pick.id))
    return <p style={{ fontSize: 12, color: COLORS.muted }}>{t('packs.editor.noTry')}</p>;
  const card = cardById(pick.id as CardId);
  const key = `${pick.id}:${JSON.stringify(check.ok ? check.pack : null)}`;
  const run = (roll: TryRoll) =>
    setTried({ key, result: tryCard(check.ok ? check.pack : null, pick.id as CardId, roll) });
  const shown = tried?.key === key ? tried.result : null;
  return (
    <section data-testid="pack-try">
      <h2 style={{ fontSize: 15, margin: '8px 0 4px', color: COLORS.brass }}>
        {t('packs.editor.tryIt')}
      </h2>
      <div style={{ display: 'flex', gap: 6, flexWrap: 'wrap' }}>
        {card.test !== null ? (
          <>
            <TextButton testId="pack-try-pass" onClick={() => run('pass')}>
              {t('packs.editor.tryPass')}
            </TextButton>
            <TextButton testId="pack-try-fail" onClick={() => run('fail')}>
              {t('packs.editor.tryFail')}
            </TextButton>
          </>
        ) : (
          <TextButton testId="pack-try-play" onClick={() => run('pass')}>
            {t('packs.editor.tryPlay')}
          </TextButton>
        )}
      </div>
      <p style={{ margin: '4px 0 0', fontSize: 12, color: COLORS.muted }}>
        {check.ok ? t('packs.editor.tryNote') : t('packs.editor.tryBuiltIn')}
      </p>
      {shown && (
        <ul style={log} data-testid="pack-try-lines">
          {shown.lines.map((line, i) => (
            <li key={i}>{line}</li>
          ))}
          {shown.decision && (
            <li style={{ color: COLORS.brass }}>
              {t('packs.editor.decides', { prompt: shown.decision.prompt })}
              <ul style={{ paddingLeft: 16 }}>
                {shown.decision.options.map((o, i) => (
                  <li key={i}>{o}</li>
                ))}
              </ul>
            </li>
          )}
          {shown.error && <li style={{ color: COLORS.danger }}>{shown.error}</li>}
        </ul>
      )}
    </section>
  );
}
