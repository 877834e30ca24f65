import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { officialAttemptAtom } from '../../state/daily/dailyAtoms';
import { connectionLineAtom } from '../../state/online/onlineAtoms';
import { COLORS, panel } from '../play/theme';

/**
 * One line at the top of the dock during the official voyage: which day it is, that the server
 * deals it, and the connection when it is not well.
 */
export function OfficialLine() {
  const { t } = useTranslation();
  const official = useAtomValue(officialAttemptAtom);
  const link = useAtomValue(connectionLineAtom);
  if (!official) return null;
  return (
    <div
      data-testid="official-line"
      data-link={link.ok ? 'ok' : 'problem'}
      role="status"
      style={{
        ...panel,
        flex: '0 0 auto',
        padding: '4px 10px',
        fontSize: 13,
        color: COLORS.brass,
      }}
    >
      {t('voyage.official.line', { date: official.date })}
      {!link.ok && (
        <span style={{ display: 'block', color: COLORS.danger }} data-testid="official-link">
          {link.text}
        </span>
      )}
    </div>
  );
}
