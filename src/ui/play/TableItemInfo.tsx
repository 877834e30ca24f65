import { useAtom, useAtomValue } from 'jotai';
import { useEffect, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import type { UpgradeId } from '../../core/data/types';
import type { CardId } from '../../core/data/cards';
import { latestStateAtom } from '../../state/game/gameAtoms';
import {
  cardInfo,
  characterInfo,
  treasureInfo,
  upgradeInfo,
  type ItemInfo,
} from '../../state/game/itemInfo';
import type { GameState } from '../../core/types';
import { tableItemAtom, type TableItem } from '../../state/tableItem';
import { CardInfoCard } from './CardInfoCard';
import { COLORS } from './theme';

const WIDTH = 260;
const GAP = 18;

function infoOf(state: GameState, item: TableItem): ItemInfo | null {
  try {
    switch (item.kind) {
      case 'card':
        return cardInfo(state, item.id as CardId);
      case 'upgrade':
        return upgradeInfo(state, item.id as UpgradeId);
      case 'character':
        return characterInfo(state, item.id);
      case 'treasure':
        return treasureInfo(state, item.id);
    }
  } catch {
    // A piece with no content behind it (a demo table) opens nothing.
    return null;
  }
}

/** Room an info card takes at most (a card with a test, an effect and a note). */
const TALL = 220;

/**
 * Below the piece when the card fits there (the table in front of the tableau is bare wood),
 * else above it: never over the board's tracks when a big window leaves room below.
 */
function placeNear(item: TableItem): CSSProperties {
  const left = Math.max(4, Math.min(item.x - WIDTH / 2, window.innerWidth - WIDTH - 4));
  const below = item.y + GAP + TALL <= window.innerHeight;
  const above = !below && item.y - GAP > TALL;
  return {
    position: 'fixed',
    left,
    ...(below || !above
      ? { top: Math.min(item.y + GAP, window.innerHeight - TALL) }
      : { bottom: Math.max(4, window.innerHeight - item.y + GAP) }),
    zIndex: 40,
    pointerEvents: 'none',
  };
}

/**
 * The info card of the card or token on the table under the pointer, or pinned by a click or a
 * tap (issue 27 points 3 and 5): title, test, effect and where it is. Esc closes a pinned one.
 */
export function TableItemInfo() {
  const { t } = useTranslation();
  const [item, setItem] = useAtom(tableItemAtom);
  const state = useAtomValue(latestStateAtom);
  useEffect(() => {
    if (!item?.pinned) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') setItem(null);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [item, setItem]);
  if (!item || !state) return null;
  const info = infoOf(state, item);
  if (!info) return null;
  return (
    <div data-testid="table-item-info" data-pinned={item.pinned} style={placeNear(item)}>
      <CardInfoCard info={info} />
      {item.pinned && (
        <div style={{ color: COLORS.muted, fontSize: 11, marginTop: 2, textAlign: 'center' }}>
          {t('play.tableItem.close')}
        </div>
      )}
    </div>
  );
}
