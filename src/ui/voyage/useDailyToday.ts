import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { loadDailyToday, type DailyToday } from '../../state/daily/dailyToday';
import { voyageApiAtom } from '../../state/voyage/voyageApiAtom';

/** Today's voyage from the server (loading, ready, or offline). */
export function useDailyToday(): DailyToday {
  const api = useAtomValue(voyageApiAtom);
  const [today, setToday] = useState<DailyToday>({ status: 'loading' });
  useEffect(() => {
    let live = true;
    void loadDailyToday(api).then((answer) => live && setToday(answer));
    return () => {
      live = false;
    };
  }, [api]);
  return today;
}
