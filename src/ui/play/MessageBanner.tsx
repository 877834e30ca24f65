import { useAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { messageAtom } from '../../state/nemo/gameAtoms';
import { COLORS, panel } from './theme';
import { useScreenLayout } from './useScreenLayout';

/**
 * Errors (an illegal move, a bad file or URL) and notices, until dismissed. It sits at the foot
 * of the panel dock, above the toolbar, so it never covers the board.
 */
export function MessageBanner({ extra = [] }: { extra?: string[] }) {
  const { t } = useTranslation();
  const [message, setMessage] = useAtom(messageAtom);
  const { dockRect } = useScreenLayout();
  const lines = [...extra, ...(message ? [message.text] : [])];
  if (lines.length === 0) return null;
  const inDock = dockRect.width > 0;
  return (
    <div
      role="alert"
      data-testid="message"
      style={{
        ...panel,
        position: 'absolute',
        boxSizing: 'border-box',
        maxHeight: 200,
        overflow: 'auto',
        padding: '8px 12px',
        zIndex: 3,
        borderColor: message?.kind === 'info' ? COLORS.good : COLORS.danger,
        ...(inDock
          ? {
              left: dockRect.left,
              width: dockRect.width,
              bottom: `calc(100% - ${dockRect.top + dockRect.height - 52}px)`,
            }
          : { left: 10, bottom: 10, maxWidth: 520 }),
      }}
    >
      {lines.map((l) => (
        <div key={l}>{l}</div>
      ))}
      {message && (
        <button onClick={() => setMessage(null)} style={{ marginTop: 6 }}>
          {t('play.message.dismiss')}
        </button>
      )}
    </div>
  );
}
