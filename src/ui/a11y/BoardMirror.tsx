import { useAtom, useAtomValue } from 'jotai';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { OCEAN_IDS, type OceanId } from '../../core/data';
import { boardViewAtom } from '../../state/nemo/boardViewAtom';
import type { OceanView } from '../../state/table/boardView';
import { placeName } from '../../state/nemo/events/eventNames';
import { latestStateAtom } from '../../state/nemo/gameAtoms';
import { boardMirrorOpenAtom } from '../../state/app/screenLayout';
import { COLORS } from '../play/theme';
import { StageDialog } from './StageDialog';

const cell: CSSProperties = {
  textAlign: 'left',
  padding: '3px 6px',
  borderBottom: '1px solid rgba(217, 179, 106, 0.25)',
  verticalAlign: 'top',
};
const heading: CSSProperties = { color: COLORS.brass, fontSize: 15, margin: '12px 0 4px' };

/**
 * The board as text for screen readers and anyone who would rather read than look: the turn,
 * the Nautilus, the tracks, every Ocean's ships and markers, and the cards in play, as headings,
 * tables and lists. Opens with its button or the B key; Esc closes it.
 */
export function BoardMirror() {
  const { t } = useTranslation();
  const [open, setOpen] = useAtom(boardMirrorOpenAtom);
  const view = useAtomValue(boardViewAtom);
  const state = useAtomValue(latestStateAtom);
  if (!open) return null;
  const oceanName = (id: OceanId | null) => (id ? t(`ocean.${id}`) : t('a11y.none'));
  const ships = (ocean: OceanView) => {
    const named = ocean.slots.flatMap((s) =>
      s.kind === 'ship' ? [s.ship.name] : s.kind === 'hidden' ? [t('a11y.hiddenShip')] : [],
    );
    const empty = ocean.slots.filter((s) => s.kind === 'empty').length;
    return [...named, ...(empty > 0 ? [t('a11y.emptySpaces', { count: empty })] : [])].join(', ');
  };
  const markers = (id: OceanId, ocean: OceanView) =>
    [
      ...(view.nautilus === id ? [t('a11y.nautilusHere')] : []),
      ...(ocean.gemstones > 0 ? [t('a11y.gems', { count: ocean.gemstones })] : []),
      ...ocean.squadrons.map((c) => t(`a11y.squadron.${c}`)),
      ...(ocean.adventureToken ? [t('a11y.adventureToken')] : []),
    ].join(', ') || t('a11y.none');
  const uprisings = view.lands.filter((l) => l.kind === 'uprising').map((l) => placeName(l.landId));
  const allies = view.lands.filter((l) => l.kind === 'ally').map((l) => placeName(l.landId));
  const tracks: [string, string][] = [
    [t('a11y.resource.nemo'), String(view.resources.positions.nemo)],
    [t('a11y.resource.crew'), String(view.resources.positions.crew)],
    [t('a11y.resource.hull'), String(view.resources.positions.hull)],
    [t('a11y.notoriety'), String(view.notoriety.value)],
    [t('a11y.actionPoints'), String(view.actionPoints.nautilus)],
    ...(view.actionPoints.imperialist !== null
      ? [[t('a11y.imperialistAp'), String(view.actionPoints.imperialist)] as [string, string]]
      : []),
    [t('a11y.drawPile'), String(view.cards.drawPile)],
    [t('a11y.adventureDeck'), String(view.cards.adventureDeck)],
    [t('a11y.passFail'), `${view.cards.passPile.count} / ${view.cards.failPile.count}`],
    // Every ship sunk, whether it went to Tonnage, Salvage or the discard (not only Tonnage).
    [t('a11y.sunk'), String(state?.stats.shipsSunk ?? view.tonnage.flat().length)],
    [t('a11y.salvage'), view.salvage.map((s) => s.name).join(', ') || t('a11y.none')],
    [t('a11y.uprisings'), uprisings.join(', ') || t('a11y.none')],
    [t('a11y.allies'), allies.join(', ') || t('a11y.none')],
  ];
  const list = (items: string[]) =>
    items.length === 0 ? (
      <p style={{ margin: 0 }}>{t('a11y.none')}</p>
    ) : (
      <ul style={{ margin: 0, paddingLeft: 20 }}>
        {items.map((item, i) => (
          <li key={i}>{item}</li>
        ))}
      </ul>
    );

  return (
    <StageDialog
      id="board-mirror-title"
      testId="board-mirror"
      title={t('a11y.mirror')}
      closeLabel={t('a11y.mirrorClose')}
      maxWidth={560}
      zIndex={20}
      onClose={() => setOpen(false)}
    >
      {!state ? (
        <p>{t('a11y.noGame')}</p>
      ) : (
        <>
          <p style={{ margin: '8px 0 0' }}>
            {t('a11y.turn', {
              act: state.act,
              turn: state.turn,
              phase: t(`a11y.phase.${state.phase}`),
            })}{' '}
            {view.nautilus
              ? t('a11y.nautilus', { ocean: oceanName(view.nautilus) })
              : t('a11y.nautilusAway')}
          </p>
          <h3 style={heading}>{t('a11y.tracks')}</h3>
          <table style={{ borderCollapse: 'collapse', width: '100%' }}>
            <thead>
              <tr>
                <th style={cell}>{t('a11y.track')}</th>
                <th style={cell}>{t('a11y.value')}</th>
              </tr>
            </thead>
            <tbody>
              {tracks.map(([name, value]) => (
                <tr key={name}>
                  <th scope="row" style={{ ...cell, fontWeight: 'normal' }}>
                    {name}
                  </th>
                  <td style={cell}>{value}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <h3 style={heading}>{t('a11y.oceans')}</h3>
          <table
            data-testid="board-mirror-oceans"
            style={{ borderCollapse: 'collapse', width: '100%' }}
          >
            <thead>
              <tr>
                <th style={cell}>{t('a11y.ocean')}</th>
                <th style={cell}>{t('a11y.ships')}</th>
                <th style={cell}>{t('a11y.markers')}</th>
              </tr>
            </thead>
            <tbody>
              {OCEAN_IDS.map((id) => (
                <tr key={id}>
                  <th scope="row" style={{ ...cell, fontWeight: 'normal' }}>
                    {oceanName(id)}
                  </th>
                  <td style={cell}>{ships(view.oceans[id])}</td>
                  <td style={cell}>{markers(id, view.oceans[id])}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <h3 style={heading}>{t('a11y.tableau')}</h3>
          <h4 style={{ ...heading, fontSize: 14 }}>{t('a11y.revealed')}</h4>
          {list(view.cards.revealed ? [view.cards.revealed.title] : [])}
          <h4 style={{ ...heading, fontSize: 14 }}>{t('a11y.keep')}</h4>
          {list(view.cards.keep.map((c) => c.title))}
          <h4 style={{ ...heading, fontSize: 14 }}>{t('a11y.equipped')}</h4>
          {list(view.upgrades.equipped)}
          <h4 style={{ ...heading, fontSize: 14 }}>{t('a11y.forSale')}</h4>
          {list(view.upgrades.display)}
          <h4 style={{ ...heading, fontSize: 14 }}>{t('a11y.characters')}</h4>
          {list(
            view.characters.map((c) =>
              c.sacrificed ? t('a11y.sacrificed', { name: c.name }) : c.name,
            ),
          )}
          <h4 style={{ ...heading, fontSize: 14 }}>{t('a11y.treasures')}</h4>
          {list(view.treasures)}
        </>
      )}
    </StageDialog>
  );
}
