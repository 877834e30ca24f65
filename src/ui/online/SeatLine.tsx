import { useTranslation } from 'react-i18next';
import type { SeatRow } from '../../state/online/onlineAtoms';
import { COLORS, button } from '../play/theme';

/** One seat in the lobby: who holds it, whether they are connected, and a claim button. */
export function SeatLine({ row, onClaim }: { row: SeatRow; onClaim: () => void }) {
  const { t } = useTranslation();
  const kind = t(`online.seat.${row.kind}`);
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
            ? t('online.seat.you')
            : row.name
              ? t('online.seat.named', { name: row.name, kind })
              : kind}
          {row.kind === 'human'
            ? row.connected
              ? t('online.seat.connected')
              : t('online.seat.disconnected')
            : ''}
        </span>
      </span>
      {row.claimable && (
        <button
          type="button"
          data-testid={`online-claim-${row.seat}`}
          style={button}
          onClick={onClaim}
        >
          {row.kind === 'bot' ? t('online.seat.takeOver') : t('online.seat.take')}
        </button>
      )}
    </li>
  );
}
