import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { UrlOptions } from '../../state/nemo/urlParams';
import {
  lobbyAtom,
  onlineGameAtom,
  onlinePhaseAtom,
  onlineProblemAtom,
  seatRowsAtom,
  turnLineAtom,
  viewerAtom,
} from '../../state/online/onlineAtoms';
import { roomHref } from '../../state/online/roomHref';
import { pageAddress, pageUrl } from '../../state/app/pageUrl';
import { LobbyPanel } from '../../ui/online/LobbyPanel';
import { OnlineStart } from '../../ui/online/OnlineStart';
import { pageStyle } from '../../ui/online/onlineStyles';
import { MessageBanner } from '../../ui/play/MessageBanner';
import { COLORS } from '../../ui/play/theme';
import { CasterView } from './CasterView';
import { OnlineTable } from './OnlineTable';
import { useOnlineDebugApi } from './useOnlineDebugApi';
import { useOnlineRoom } from './useOnlineRoom';

/**
 * `?mode=online`: create or join a room, its lobby, then the table (players) or the caster view
 * (spectators). Loaded lazily, so the Colyseus SDK is fetched only when online play opens.
 */
export default function OnlineMode({ options }: { options: UrlOptions }) {
  const { t } = useTranslation();
  const url = useMemo(() => pageUrl().online, []);
  const room = useOnlineRoom(url);
  const phase = useAtomValue(onlinePhaseAtom);
  const game = useAtomValue(onlineGameAtom)?.game ?? null;
  const lobby = useAtomValue(lobbyAtom);
  const rows = useAtomValue(seatRowsAtom);
  const viewer = useAtomValue(viewerAtom);
  const turn = useAtomValue(turnLineAtom);
  const problem = useAtomValue(onlineProblemAtom);
  const setPhase = useSetAtom(onlinePhaseAtom);
  const [botForEmpty, setBotForEmpty] = useState(false);
  useOnlineDebugApi(options.debug);
  const problems = [...options.problems, ...url.problems];
  const low = options.quality === 'low';
  const code = game?.code ?? lobby?.code ?? url.room ?? '';
  // When a player starts the game, every seated player's lobby follows to the table.
  const started = Boolean(lobby?.started);
  useEffect(() => {
    if (started && phase === 'lobby' && viewer !== null && viewer !== 'spectator')
      setPhase('table');
  }, [started, phase, viewer, setPhase]);

  if (phase === 'table' && game) {
    return viewer === 'spectator' ? (
      <CasterView
        code={code}
        debug={options.debug}
        low={low}
        delaySeconds={url.delaySeconds}
        problems={problems}
      />
    ) : (
      <OnlineTable
        code={code}
        debug={options.debug}
        low={low}
        canvas={url.canvas}
        problems={problems}
        onLeave={room.leave}
      />
    );
  }
  const start = () => {
    const empty = rows.find((r) => r.kind === 'open');
    if (botForEmpty && empty && game && viewer !== 'spectator') game.seatBot(empty.seat);
    if (game && viewer !== 'spectator') game.start();
    setPhase('table');
  };
  return (
    <main style={pageStyle} data-testid="online-mode" data-phase={phase}>
      {phase === 'lobby' && game ? (
        <LobbyPanel
          code={code}
          link={roomHref(pageAddress(), code)}
          watchLink={roomHref(pageAddress(), code, { seat: 'spectator' })}
          rows={rows}
          viewer={viewer}
          status={lobby && lobby.version > 0 ? (turn?.text ?? null) : null}
          botForEmpty={botForEmpty}
          onBotForEmpty={setBotForEmpty}
          onClaim={room.claim}
          onStart={start}
          onLeave={room.leave}
          problem={problem}
        />
      ) : (
        <div style={{ display: 'grid', gap: 10, justifyItems: 'center' }}>
          <OnlineStart
            busy={phase === 'connecting'}
            onCreate={(choice) =>
              room.create({
                seat: choice.seat,
                motive: choice.motive,
                ...(choice.name ? { name: choice.name } : {}),
              })
            }
            onJoin={(joinCode, name) => room.join(joinCode, 'spectator', name)}
          />
          {phase === 'connecting' && (
            <p role="status" style={{ color: COLORS.ink, margin: 0 }}>
              {t('wayfinding.online.connecting', { endpoint: room.endpoint })}
            </p>
          )}
          {problem && (
            <p
              role="alert"
              data-testid="online-problem"
              style={{ color: COLORS.danger, margin: 0 }}
            >
              {problem}
            </p>
          )}
        </div>
      )}
      <MessageBanner extra={problems} />
    </main>
  );
}
