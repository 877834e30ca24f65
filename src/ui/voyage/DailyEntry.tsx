import { useTranslation } from 'react-i18next';
import { MenuEntry } from '../front/MenuEntry';
import { motiveName } from '../play/describeMotive';
import { useDailyToday } from './useDailyToday';
import { difficultyName } from './voyageLabels';

/** The front door's "Voyage of the day" entry: today's Motive and difficulty from the server. */
export function DailyEntry({ open, onOpen }: { open: boolean; onOpen: () => void }) {
  const { t } = useTranslation();
  const today = useDailyToday();
  const line =
    today.status === 'ready'
      ? t('voyage.front.dailyLine', {
          motive: motiveName(today.voyage.motive),
          difficulty: difficultyName(today.voyage.difficulty),
        })
      : today.status === 'offline'
        ? t('voyage.front.dailyOffline')
        : t('voyage.front.dailyAsking');
  return (
    <MenuEntry
      testId="menu-daily"
      title={t('voyage.front.daily')}
      line={line}
      open={open}
      onOpen={onOpen}
    />
  );
}
