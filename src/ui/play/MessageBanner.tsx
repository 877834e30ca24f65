import { useAtom } from 'jotai';
import { messageAtom } from '../../state/game/gameAtoms';
import { COLORS, panel } from './theme';

/** Errors (an illegal move, a bad file or URL) and notices, until dismissed. */
export function MessageBanner({ extra = [] }: { extra?: string[] }) {
  const [message, setMessage] = useAtom(messageAtom);
  const lines = [...extra, ...(message ? [message.text] : [])];
  if (lines.length === 0) return null;
  return (
    <div
      role="alert"
      data-testid="message"
      style={{
        ...panel,
        position: 'absolute',
        bottom: 230,
        maxHeight: 200,
        left: 10,
        maxWidth: 520,
        padding: '8px 12px',
        borderColor: message?.kind === 'info' ? COLORS.good : COLORS.danger,
      }}
    >
      {lines.map((l) => (
        <div key={l}>{l}</div>
      ))}
      {message && (
        <button onClick={() => setMessage(null)} style={{ marginTop: 6 }}>
          Dismiss
        </button>
      )}
    </div>
  );
}
