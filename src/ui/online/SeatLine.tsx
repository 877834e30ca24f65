import type { SeatRow } from '../../state/online/onlineAtoms';
import { COLORS, button } from '../play/theme';

const KIND_TEXT = { open: 'open', human: 'a player', bot: 'the bot' } as const;

/** One seat in the lobby: who holds it, whether they are connected, and a claim button. */
export function SeatLine({ row, onClaim }: { row: SeatRow; onClaim: () => void }) {
  const present = row.kind === 'bot' || (row.kind === 'human' && row.connected);
  return (
    <li
      data-testid={`online-seat-row-${row.seat}`}
      data-kind={row.kind}
      data-connected={row.connected}
      style={{
        display: 'flex',
        alignItems: 'center',
        gap: 10,
        padding: '6px 0',
        borderBottom: '1px solid rgba(217,179,106,0.25)',
      }}
    >
      <span
        aria-hidden="true"
        style={{
          width: 10,
          height: 10,
          borderRadius: 5,
          flex: '0 0 auto',
          background: present ? COLORS.good : row.kind === 'open' ? '#555' : COLORS.danger,
        }}
      />
      <span style={{ flex: '1 1 auto' }}>
        <strong style={{ fontWeight: 'normal', color: COLORS.brass }}>{row.title}</strong>
        <br />
        <span style={{ fontSize: 13, color: COLORS.muted }}>
          {row.mine
            ? 'you'
            : row.name
              ? `${row.name} (${KIND_TEXT[row.kind]})`
              : KIND_TEXT[row.kind]}
          {row.kind === 'human' ? (row.connected ? ' · connected' : ' · disconnected') : ''}
        </span>
      </span>
      {row.claimable && (
        <button
          type="button"
          data-testid={`online-claim-${row.seat}`}
          style={button}
          onClick={onClaim}
        >
          {row.kind === 'bot' ? 'Take over from the bot' : 'Take this seat'}
        </button>
      )}
    </li>
  );
}
