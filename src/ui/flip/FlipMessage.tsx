import { useAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { flipMessageAtom } from '../../state/flip/flipAtoms';
import { COLORS, button, panel } from '../play/theme';

/** An illegal move's reason, a bad URL value or a notice, until dismissed. */
export function FlipMessage({ extra = [] }: { extra?: string[] }) {
  const { t } = useTranslation();
  const [message, setMessage] = useAtom(flipMessageAtom);
  const lines = [...extra, ...(message ? [message.text] : [])];
  if (lines.length === 0) return null;
  return (
    <div
      role="alert"
      data-testid="flip-message"
      style={{
        ...panel,
        position: 'absolute',
        bottom: 190,
        left: 8,
        maxWidth: 480,
        padding: '8px 12px',
        borderColor: message?.kind === 'info' ? COLORS.good : COLORS.danger,
      }}
    >
      {lines.map((l) => (
        <div key={l}>{l}</div>
      ))}
      {message && (
        <button style={{ ...button, marginTop: 6 }} onClick={() => setMessage(null)}>
          {t('flip.panel.dismiss')}
        </button>
      )}
    </div>
  );
}
