import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { loadDailyToday, type DailyToday } from '../../state/daily/dailyToday';
import { voyageApiAtom } from '../../state/voyage/voyageApiAtom';

/**
 * Today's voyage from the server (loading, ready, or offline). With `ask` false nothing is asked
 * (the front door asks only once its entry is opened), so 'loading' then means "not asked".
 */
export function useDailyToday(ask = true): DailyToday {
  const api = useAtomValue(voyageApiAtom);
  const [today, setToday] = useState<DailyToday>({ status: 'loading' });
  useEffect(() => {
    if (!ask) return;
    let live = true;
    void loadDailyToday(api).then((answer) => live && setToday(answer));
    return () => {
      live = false;
    };
  }, [api, ask]);
  return today;
}
