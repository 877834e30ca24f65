import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Seat } from '../../core';
import type { SeatRow } from '../../state/online/onlineAtoms';
import type { Viewer } from '../../protocol/protocol';
import { COLORS, button, disabledButton } from '../play/theme';
import { cardStyle, fieldStyle, sectionTitle } from './onlineStyles';
import { SeatLine } from './SeatLine';
import { TextButton } from '../play/TextButton';
import { SeatNameField } from './SeatNameField';

interface LobbyPanelProps {
  code: string;
  link: string;
  /** The link that opens the room straight into the spectator's view. */
  watchLink: string;
  rows: SeatRow[];
  viewer: Viewer | null;
  /** Whose turn, or the result, once the game has begun. */
  status: string | null;
  botForEmpty: boolean;
  onBotForEmpty: (on: boolean) => void;
  /** Takes a seat, with the name a guest gave (the host named itself on the first screen). */
  onClaim: (seat: Seat, name?: string) => void;
  onStart: () => void;
  onLeave: () => void;
  problem: string | null;
}

/** A room before (or while) playing: its code and link, the seats, and the way to the table. */
export function LobbyPanel(props: LobbyPanelProps) {
  const { code, link, rows, viewer, status, botForEmpty, problem } = props;
  const { t } = useTranslation();
  const [copied, setCopied] = useState<string | null>(null);
  const [guestName, setGuestName] = useState('');
  const spectator = viewer === 'spectator';
  const open = rows.some((r) => r.kind === 'open');
  const copy = (text: string, what: 'link' | 'code') => {
    void navigator.clipboard?.writeText(text).then(
      () =>
        setCopied(what === 'link' ? t('online.lobby.linkCopied') : t('online.lobby.codeCopied')),
      () =>
        setCopied(what === 'link' ? t('online.lobby.selectLink') : t('online.lobby.selectCode')),
    );
  };
  return (
    <section aria-label={t('online.lobby.label')} data-testid="online-lobby" style={cardStyle}>
      <h1 style={{ margin: 0, color: COLORS.brass, fontWeight: 'normal', fontSize: 22 }}>
        {t('online.lobby.room')} <span data-testid="online-room-code">{code}</span>
      </h1>
      <p style={{ margin: '4px 0 8px', color: COLORS.muted }}>
        {spectator
          ? t('online.lobby.watching')
          : t(`online.lobby.youPlay.${viewer === 'imperialist' ? 'imperialist' : 'nautilus'}`)}
      </p>
      <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
        <input
          readOnly
          aria-label={t('online.lobby.roomLink')}
          data-testid="online-room-link"
          value={link}
          style={{ ...fieldStyle, flex: '1 1 260px', fontSize: 13 }}
          onFocus={(e) => e.target.select()}
        />
        <TextButton onClick={() => copy(link, 'link')}>{t('online.lobby.copyLink')}</TextButton>
        <TextButton onClick={() => copy(code, 'code')}>{t('online.lobby.copyCode')}</TextButton>
      </div>
      <label style={{ display: 'grid', gap: 4, marginTop: 8, fontSize: 13 }}>
        {t('wayfinding.online.watchLink')}
        <input
          readOnly
          data-testid="online-watch-link"
          value={props.watchLink}
          style={{ ...fieldStyle, fontSize: 13 }}
          onFocus={(e) => e.target.select()}
        />
      </label>
      {copied && (
        <p role="status" style={{ margin: '4px 0 0', fontSize: 13, color: COLORS.good }}>
          {copied}
        </p>
      )}
      <h2 style={sectionTitle}>{t('online.lobby.seats')}</h2>
      {spectator && rows.some((r) => r.claimable) && (
        <SeatNameField
          label={t('wayfinding.online.guestName')}
          testId="online-guest-name"
          value={guestName}
          onChange={setGuestName}
          style={{ marginBottom: 8 }}
        />
      )}
      <ul data-testid="online-seats" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {rows.map((row) => (
          <SeatLine
            key={row.seat}
            row={row}
            onClaim={() => props.onClaim(row.seat, spectator ? guestName : undefined)}
          />
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
          {t('online.lobby.botForEmpty')}
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
            ? t('online.lobby.watch')
            : open && !botForEmpty
              ? t('online.lobby.toTable')
              : t('online.lobby.start')}
        </button>
        <TextButton testId="online-leave" onClick={props.onLeave}>
          {t('online.lobby.leave')}
        </TextButton>
      </div>
    </section>
  );
}
