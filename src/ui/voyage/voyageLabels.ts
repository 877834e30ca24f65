import { i18n } from '../../i18n/i18n';
import type { Difficulty } from '../../core/data';
import type { BoardRef } from '../../state/voyage/voyageApi';
import { motiveName } from '../play/describeMotive';

export function difficultyName(d: Difficulty | 'mixed'): string {
  return i18n.t(`voyage.difficulty.${d}`);
}

/** A board's title: the day, the seed, or the Motive and difficulty. */
export function boardTitle(ref: BoardRef): string {
  if (ref.kind === 'daily') return i18n.t('voyage.board.dailyTitle', { date: ref.date });
  const title =
    ref.kind === 'seed'
      ? i18n.t('voyage.board.seedTitle', { seed: ref.seed })
      : i18n.t('voyage.board.motiveTitle', {
          motive: motiveName(ref.motive),
          difficulty: difficultyName(ref.difficulty),
        });
  return ref.pack ? i18n.t('packs.boardTitle', { title, pack: ref.pack.slice(0, 6) }) : title;
}
