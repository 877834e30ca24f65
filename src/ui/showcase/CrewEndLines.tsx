import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { crewSettingsAtom, crewVoyageAtom } from '../../state/crew/crewAtoms';
import { renderCrewText } from '../../state/crew/crewText';
import { COLORS } from './broadcastTheme';

/** The end card's crew lines: decisions voted, agreement with the coach, the closest vote. */
export function CrewEndLines() {
  const settings = useAtomValue(crewSettingsAtom);
  const voyage = useAtomValue(crewVoyageAtom);
  const { t } = useTranslation();
  if (!settings) return null;
  const percent = voyage.compared > 0 ? Math.round((100 * voyage.agreed) / voyage.compared) : 0;
  return (
    <div
      data-testid="crew-end"
      style={{
        marginTop: '1em',
        paddingTop: '0.6em',
        borderTop: '1px solid rgba(217,179,106,0.35)',
        lineHeight: 1.4,
      }}
    >
      <div style={{ color: COLORS.brass, fontWeight: 'bold' }}>{t('crew.end.heading')}</div>
      <div>{t('crew.end.voted', { count: voyage.voted })}</div>
      <div>
        {voyage.compared > 0
          ? t('crew.end.agreed', { agreed: voyage.agreed, compared: voyage.compared, percent })
          : t('crew.end.agreedNone')}
      </div>
      {voyage.closest && (
        <div>
          {t('crew.end.closest', {
            label: renderCrewText(voyage.closest.label),
            top: voyage.closest.top,
            second: voyage.closest.second,
          })}
        </div>
      )}
    </div>
  );
}
