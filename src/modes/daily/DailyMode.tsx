import { useAtomValue } from 'jotai';
import { useEffect, useMemo, useRef } from 'react';
import {
  dailyPhaseAtom,
  dailyProblemAtom,
  officialAttemptAtom,
} from '../../state/daily/dailyAtoms';
import type { UrlOptions } from '../../state/nemo/urlParams';
import { pageUrl } from '../../state/app/pageUrl';
import { STORAGE_KEYS, browserStorage, tabStorage } from '../../state/app/storage';
import { officialNote } from '../../state/voyage/dailyAttempts';
import { checkPlayerName, loadPlayerName, keepPlayerName } from '../../state/voyage/playerName';
import { DailyStart } from '../../ui/daily/DailyStart';
import { pageStyle } from '../../ui/online/onlineStyles';
import { MessageBanner } from '../../ui/play/MessageBanner';
import { useDailyToday } from '../../ui/voyage/useDailyToday';
import { useOnlineDebugApi } from '../online/useOnlineDebugApi';
import { DailyTable } from './DailyTable';
import { useDailyRoom } from './useDailyRoom';

/**
 * `?mode=daily`: this device's official voyage of the day, played against the server. An attempt
 * begun here (or this tab's, after a reload) resumes at once; a new one asks for the board name.
 */
export default function DailyMode({ options }: { options: UrlOptions }) {
  const today = useDailyToday();
  const phase = useAtomValue(dailyPhaseAtom);
  const problem = useAtomValue(dailyProblemAtom);
  const official = useAtomValue(officialAttemptAtom);
  const room = useDailyRoom();
  const voyage = useMemo(() => pageUrl().voyage, []);
  const initialName = useMemo(() => loadPlayerName(browserStorage()), []);
  useOnlineDebugApi(options.debug);
  const problems = [...options.problems, ...voyage.problems];

  const resumed = useRef(false);
  useEffect(() => {
    if (today.status !== 'ready' || resumed.current) return;
    resumed.current = true;
    const begun = officialNote(browserStorage(), today.today).kind === 'begun';
    const thisTab = tabStorage()?.getItem(STORAGE_KEYS.dailySeat) != null;
    const name = checkPlayerName(initialName);
    if ((begun || thisTab) && name.ok) room.start(today.today, name.name);
  }, [today, initialName, room]);

  if (phase === 'table' && official) {
    return (
      <DailyTable
        debug={options.debug}
        low={options.quality === 'low'}
        canvas={pageUrl().online.canvas}
        problems={problems}
      />
    );
  }
  return (
    <main style={pageStyle} data-testid="daily-mode" data-phase={phase}>
      <DailyStart
        today={today}
        phase={phase}
        problem={problem}
        initialName={initialName}
        onStart={(date, name) => {
          keepPlayerName(browserStorage(), name);
          room.start(date, name);
        }}
      />
      <MessageBanner extra={problems} />
    </main>
  );
}
