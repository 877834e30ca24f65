import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { createPortal } from 'react-dom';
import type { GameState } from '../../core';
import {
  attributeInfo,
  cardInfo,
  characterInfo,
  treasureInfo,
  upgradeInfo,
  type ItemInfo,
} from '../../state/nemo/itemInfo';
import { CardInfoAnchor } from './CardInfoAnchor';
import { useEscapeKey } from './useEscapeKey';
import { COLORS, button, panel } from './theme';

/** Everything the player holds or can buy, each readable by hover, focus or tap. */
/** Only groups that hold something are listed: no empty headings ("Discarded Upgrades" …). */
export function tableauItems(
  state: GameState,
  t: TFunction,
): { group: string; items: ItemInfo[] }[] {
  return [
    {
      group: t('play.tableau.revealed'),
      items: state.revealed ? [cardInfo(state, state.revealed)] : [],
    },
    { group: t('play.tableau.keep'), items: state.keepCards.map((c) => cardInfo(state, c)) },
    {
      group: t('play.tableau.equipped'),
      items: state.upgradesEquipped.map((u) => upgradeInfo(state, u)),
    },
    {
      group: t('play.tableau.forSale'),
      items: state.upgradeDisplay.map((u) => upgradeInfo(state, u)),
    },
    {
      group: t('play.tableau.discarded'),
      items: state.upgradesDiscarded.map((u) => upgradeInfo(state, u)),
    },
    {
      group: t('play.tableau.treasures'),
      items: state.treasures.map((x) => treasureInfo(state, x)),
    },
    {
      group: t('play.tableau.characters'),
      items: state.characters.map((c) => characterInfo(state, c.id)),
    },
    {
      group: t('play.tableau.attributes'),
      items: state.characters.flatMap((c) => c.attributes.map((a) => attributeInfo(state, a))),
    },
  ].filter((g) => g.items.length > 0);
}

/** Each item's React key: its title, numbered from the second of a kind (two Gold Treasures). */
export function itemKeys(group: string, items: readonly ItemInfo[]): string[] {
  const seen = new Map<string, number>();
  return items.map((item) => {
    const n = seen.get(item.title) ?? 0;
    seen.set(item.title, n + 1);
    return n === 0 ? `${group}:${item.title}` : `${group}:${item.title}:${n + 1}`;
  });
}

/** A header button opening the list of cards, Upgrades, Treasures, Characters and Attributes. */
export function TableauMenu({
  state,
  top,
  right,
}: {
  state: GameState;
  top: number;
  right: number;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  useEscapeKey(open, () => setOpen(false));
  const groups = tableauItems(state, t);
  return (
    <>
      <button
        data-testid="tableau-button"
        aria-expanded={open}
        style={{ ...button, padding: '1px 8px', fontSize: 12, flexShrink: 0 }}
        onClick={() => setOpen((o) => !o)}
      >
        {t('play.tableau.button')} {open ? '▴' : '▾'}
      </button>
      {open &&
        createPortal(
          <div
            data-testid="tableau-list"
            style={{
              ...panel,
              position: 'fixed',
              top,
              right,
              width: 280,
              maxHeight: '70vh',
              overflow: 'auto',
              padding: 8,
              zIndex: 35,
              fontSize: 13,
            }}
          >
            {groups.length === 0 && (
              <div style={{ color: COLORS.muted }}>{t('play.tableau.empty')}</div>
            )}
            {groups.map((g) => (
              <div key={g.group} style={{ marginBottom: 6 }}>
                <div style={{ color: COLORS.muted, fontSize: 11, textTransform: 'uppercase' }}>
                  {g.group}
                </div>
                {g.items.map((item, i) => (
                  <CardInfoAnchor key={itemKeys(g.group, g.items)[i]} info={item}>
                    <div
                      data-testid="tableau-item"
                      tabIndex={0}
                      style={{ padding: '2px 0', cursor: 'help' }}
                    >
                      {item.title}
                      {item.designed ? ' ✎' : ''}
                      <span style={{ color: COLORS.muted }}> · {item.where}</span>
                    </div>
                  </CardInfoAnchor>
                ))}
              </div>
            ))}
          </div>,
          document.body,
        )}
    </>
  );
}
