import { useState } from 'react';
import type { Seat } from '../../core/types';
import type { SeatRow } from '../../state/online/onlineAtoms';
import type { Viewer } from '../../state/online/protocol';
import { COLORS, button, disabledButton } from '../play/theme';
import { cardStyle, fieldStyle, sectionTitle } from './onlineStyles';
import { SeatLine } from './SeatLine';

interface LobbyPanelProps {
  code: string;
  link: string;
  rows: SeatRow[];
  viewer: Viewer | null;
  /** Whose turn, or the result, once the game has begun. */
  status: string | null;
  botForEmpty: boolean;
  onBotForEmpty: (on: boolean) => void;
  onClaim: (seat: Seat) => void;
  onStart: () => void;
  onLeave: () => void;
  problem: string | null;
}

/** A room before (or while) playing: its code and link, the seats, and the way to the table. */
export function LobbyPanel(props: LobbyPanelProps) {
  const { code, link, rows, viewer, status, botForEmpty, problem } = props;
  const [copied, setCopied] = useState<string | null>(null);
  const spectator = viewer === 'spectator';
  const open = rows.some((r) => r.kind === 'open');
  const copy = (text: string, what: string) => {
    void navigator.clipboard?.writeText(text).then(
      () => setCopied(`${what} copied.`),
      () => setCopied(`Select the ${what.toLowerCase()} and copy it.`),
    );
  };
  return (
    <section aria-label="Room lobby" data-testid="online-lobby" style={cardStyle}>
      <h1 style={{ margin: 0, color: COLORS.brass, fontWeight: 'normal', fontSize: 22 }}>
        Room <span data-testid="online-room-code">{code}</span>
      </h1>
      <p style={{ margin: '4px 0 8px', color: COLORS.muted }}>
        {spectator
          ? 'You are watching. Take an open seat, or watch the game as a spectator.'
          : `You play the ${viewer === 'imperialist' ? 'Imperialist' : 'Nautilus'}. Send the link or the code to your opponent.`}
      </p>
      <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
        <input
          readOnly
          aria-label="Room link"
          data-testid="online-room-link"
          value={link}
          style={{ ...fieldStyle, flex: '1 1 260px', fontSize: 13 }}
          onFocus={(e) => e.target.select()}
        />
        <button type="button" style={button} onClick={() => copy(link, 'Link')}>
          Copy link
        </button>
        <button type="button" style={button} onClick={() => copy(code, 'Code')}>
          Copy code
        </button>
      </div>
      {copied && (
        <p role="status" style={{ margin: '4px 0 0', fontSize: 13, color: COLORS.good }}>
          {copied}
        </p>
      )}
      <h2 style={sectionTitle}>Seats</h2>
      <ul data-testid="online-seats" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {rows.map((row) => (
          <SeatLine key={row.seat} row={row} onClaim={() => props.onClaim(row.seat)} />
        ))}
      </ul>
      {!spectator && open && (
        <label style={{ display: 'flex', gap: 8, alignItems: 'center', marginTop: 10 }}>
          <input
            type="checkbox"
            data-testid="online-bot-empty"
            checked={botForEmpty}
            onChange={(e) => props.onBotForEmpty(e.target.checked)}
          />
          A bot takes the empty seat when I start (the opponent can still take it over)
        </label>
      )}
      {status && (
        <p data-testid="online-lobby-status" style={{ margin: '10px 0 0' }}>
          {status}
        </p>
      )}
      {problem && (
        <p role="alert" style={{ margin: '8px 0 0', color: COLORS.danger }}>
          {problem}
        </p>
      )}
      <div style={{ display: 'flex', gap: 8, marginTop: 14, flexWrap: 'wrap' }}>
        <button
          type="button"
          data-testid="online-start-game"
          style={{ ...(viewer ? button : disabledButton), fontSize: 16 }}
          disabled={!viewer}
          onClick={props.onStart}
        >
          {spectator
            ? 'Watch the game'
            : open && !botForEmpty
              ? 'To the table (wait there)'
              : 'Start'}
        </button>
        <button type="button" data-testid="online-leave" style={button} onClick={props.onLeave}>
          Leave the room
        </button>
      </div>
    </section>
  );
}
