import { useAtom, useAtomValue } from 'jotai';
import { useEffect, useLayoutEffect, useRef, useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import type { PackSection } from '../../core/content';
import { latestStateAtom } from '../../state/nemo/gameAtoms';
import { componentInfo, type ItemInfo } from '../../state/nemo/itemInfo';
import type { GameState } from '../../core';
import { shipInfo } from '../../state/nemo/shipInfo';
import { tableItemAtom, type TableItem } from '../../state/table/tableItem';
import { CardInfoCard } from './CardInfoCard';
import { placeInfoCard } from './placeInfoCard';
import { COLORS } from './theme';

const WIDTH = 260;

const SECTION_OF: Record<Exclude<TableItem['kind'], 'ship'>, PackSection> = {
  card: 'cards',
  upgrade: 'upgrades',
  character: 'characters',
  treasure: 'treasures',
};

function infoOf(state: GameState, item: TableItem): ItemInfo | null {
  try {
    return item.kind === 'ship'
      ? shipInfo(state, Number(item.id))
      : componentInfo(state, SECTION_OF[item.kind], item.id);
  } catch {
    // A piece with no content behind it (a demo table) opens nothing.
    return null;
  }
}

/** Room an info card takes at most (a card with a test, an effect and a note). */
const TALL = 220;

/**
 * Near the piece, on bare table: below it when the card fits there, else beside or above it,
 * wherever it covers none of the pieces near the player (issue 27: at 1920×1080 a card opened
 * below the first Character tile hid the others).
 */
function placeNear(item: TableItem, height: number): CSSProperties {
  const at = placeInfoCard(
    item,
    item.pieces ?? [],
    { width: WIDTH, height },
    { width: window.innerWidth, height: window.innerHeight },
  );
  return { position: 'fixed', ...at, width: WIDTH, zIndex: 40, pointerEvents: 'none' };
}

/**
 * The info card of the card or token on the table under the pointer, or pinned by a click or a
 * tap (issue 27 points 3 and 5): title, test, effect and where it is. Esc closes a pinned one.
 */
export function TableItemInfo() {
  const { t } = useTranslation();
  const [item, setItem] = useAtom(tableItemAtom);
  const state = useAtomValue(latestStateAtom);
  const box = useRef<HTMLDivElement>(null);
  // Placed by its own height once drawn (before the frame is painted), the most until then.
  const [height, setHeight] = useState(TALL);
  useLayoutEffect(() => {
    const drawn = box.current?.offsetHeight;
    if (drawn && drawn !== height) setHeight(drawn);
  }, [item, state, height]);
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
    <div
      ref={box}
      data-testid="table-item-info"
      data-pinned={item.pinned}
      style={placeNear(item, height)}
    >
      <CardInfoCard info={info} />
      {item.pinned && (
        <div style={{ color: COLORS.muted, fontSize: 11, marginTop: 2, textAlign: 'center' }}>
          {t('play.tableItem.close')}
        </div>
      )}
    </div>
  );
}
