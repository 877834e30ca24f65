import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MenuEntry } from '../front/MenuEntry';
import { motiveName } from '../play/describeMotive';
import { useDailyToday } from './useDailyToday';
import { difficultyName } from './voyageLabels';

/**
 * The front door's "Voyage of the day" entry. Opened, it asks the server for today's Motive and
 * difficulty (the page cannot know them), and says so when the server does not answer.
 */
export function DailyEntry({ open, onOpen }: { open: boolean; onOpen: () => void }) {
  const { t } = useTranslation();
  const [asked, setAsked] = useState(open);
  useEffect(() => {
    if (open) setAsked(true);
  }, [open]);
  const today = useDailyToday(asked);
  const line =
    today.status === 'ready'
      ? t('voyage.front.dailyLine', {
          motive: motiveName(today.voyage.motive),
          difficulty: difficultyName(today.voyage.difficulty),
        })
      : today.status === 'offline'
        ? t('voyage.front.dailyOffline')
        : asked
          ? t('voyage.front.dailyAsking')
          : t('voyage.front.dailyIdle');
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
