import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  crewChatAtom,
  crewCodeShownAtom,
  crewRoomAtom,
  crewSettingsAtom,
} from '../../state/crew/crewAtoms';
import { COLORS, broadcastPanel } from './broadcastTheme';

/** The QR code of a link, drawn by the `qrcode` library (loaded with the crew vote only). */
function useQrCode(link: string | null): string | null {
  const [image, setImage] = useState<{ link: string; url: string } | null>(null);
  useEffect(() => {
    if (!link) return;
    let gone = false;
    void import('qrcode').then(async (qr) => {
      const url = await qr.toDataURL(link, { margin: 1, width: 256, errorCorrectionLevel: 'M' });
      if (!gone) setImage({ link, url });
    });
    return () => {
      gone = true;
    };
  }, [link]);
  return image?.link === link ? image.url : null;
}

/**
 * How viewers join: the room's short code, its QR code and the chat command. In streamer mode
 * the code stays hidden until the streamer shows it (Q).
 */
export function CrewJoinCard() {
  const room = useAtomValue(crewRoomAtom);
  const settings = useAtomValue(crewSettingsAtom);
  const shown = useAtomValue(crewCodeShownAtom);
  const chat = useAtomValue(crewChatAtom);
  const { t } = useTranslation();
  const visible = !settings?.streamer || shown;
  const qr = useQrCode(visible ? room.link : null);
  if (!settings) return null;
  return (
    <div
      data-testid="crew-join"
      data-state={room.state}
      style={{
        ...broadcastPanel,
        display: 'flex',
        gap: '0.8em',
        alignItems: 'center',
        padding: '0.5em 0.8em',
        borderTop: `3px solid ${COLORS.brass}`,
      }}
    >
      {visible && qr && (
        <img
          data-testid="crew-qr"
          src={qr}
          alt=""
          style={{ width: '5.5em', height: '5.5em', imageRendering: 'pixelated', flex: 'none' }}
        />
      )}
      <div style={{ minWidth: 0 }}>
        <div
          style={{
            color: COLORS.brass,
            fontSize: '0.75em',
            letterSpacing: '0.14em',
            textTransform: 'uppercase',
          }}
        >
          {t('crew.stream.join')}
        </div>
        {room.state === 'connecting' && <div>{t('crew.stream.connecting')}</div>}
        {room.state === 'offline' && (
          <div style={{ color: COLORS.danger }}>{t('crew.stream.offline')}</div>
        )}
        {room.state === 'open' &&
          room.code &&
          (visible ? (
            <>
              <div>
                {t('crew.stream.code')}{' '}
                <strong
                  data-testid="crew-code"
                  style={{ fontSize: '1.5em', letterSpacing: '0.12em', color: COLORS.ink }}
                >
                  {room.code}
                </strong>
              </div>
              {room.link && (
                <a
                  data-testid="crew-link"
                  href={room.link}
                  tabIndex={-1}
                  style={{
                    color: COLORS.muted,
                    fontSize: '0.7em',
                    display: 'block',
                    overflow: 'hidden',
                    textOverflow: 'ellipsis',
                    whiteSpace: 'nowrap',
                    textDecoration: 'none',
                  }}
                >
                  {room.link}
                </a>
              )}
            </>
          ) : (
            <div data-testid="crew-code-hidden" style={{ color: COLORS.muted }}>
              {t('crew.stream.hidden')}
            </div>
          ))}
        {settings.channel && (
          <div style={{ fontSize: '0.85em', color: chat === 'lost' ? COLORS.danger : COLORS.ink }}>
            {chat === 'lost' ? t('crew.stream.chatLost') : t('crew.stream.chat')}
          </div>
        )}
      </div>
    </div>
  );
}
