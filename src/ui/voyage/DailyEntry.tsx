import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dailyVoyage } from '../../core';
import { utcDay } from '../../state/voyage/voyageUrl';
import { MenuEntry } from '../front/MenuEntry';
import { motiveName } from '../play/describeMotive';
import { difficultyName } from './voyageLabels';

/** The front door's "Voyage of the day" entry: today's Motive and difficulty; opens its panel. */
export function DailyEntry({ open, onOpen }: { open: boolean; onOpen: () => void }) {
  const { t } = useTranslation();
  const [voyage] = useState(() => dailyVoyage(utcDay()));
  return (
    <MenuEntry
      testId="menu-daily"
      title={t('voyage.front.daily')}
      line={t('voyage.front.dailyLine', {
        motive: motiveName(voyage.motive),
        difficulty: difficultyName(voyage.difficulty),
      })}
      open={open}
      onOpen={onOpen}
    />
  );
}
