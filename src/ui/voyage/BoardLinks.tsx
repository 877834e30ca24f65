import { useTranslation } from 'react-i18next';
import type { BoardRef } from '../../state/voyage/voyageApi';
import { boardRefText } from '../../state/voyage/voyageUrl';
import { COLORS } from '../play/theme';
import { voyageHref } from './voyageHref';

const LABEL = {
  daily: 'voyage.board.dayBoard',
  seed: 'voyage.board.seedBoard',
  motive: 'voyage.board.motiveBoard',
} as const;

/** Links to the boards a voyage ranks on (its day, its seed, its Motive and difficulty). */
export function BoardLinks({ boards }: { boards: BoardRef[] }) {
  const { t } = useTranslation();
  return (
    <span
      data-testid="board-links"
      style={{ display: 'inline-flex', flexWrap: 'wrap', gap: '4px 12px' }}
    >
      {boards.map((b) => (
        <a
          key={boardRefText(b)}
          href={voyageHref({ mode: 'board', of: boardRefText(b) })}
          style={{ color: COLORS.brass }}
        >
          {t(LABEL[b.kind])}
        </a>
      ))}
    </span>
  );
}
