import {
  type ContentPack,
  cardById,
  upgradeById,
  characterById,
  treasureById,
} from '../../core/content';
import { cardTitle, itemName } from '../../i18n/i18n';
import { OCEANS, SHIPS, OCEAN_IDS, type CardId, type OceanId } from '../../core/data';
import type { Action, Decision, GameState } from '../../core';
import type {
  BoardView,
  OceanView,
  RevealedCardView,
  ShipFace,
  ShipSlot,
} from '../table/boardView';

const MAJOR_BY_DIE: OceanId[] = OCEAN_IDS.filter((o) => OCEANS[o].die !== null).sort(
  (a, b) => (OCEANS[a].die ?? 0) - (OCEANS[b].die ?? 0),
);

export function shipFace(state: GameState, ship: number): ShipFace {
  const token = SHIPS[ship];
  if (!token) throw new Error(`unknown ship ${ship}`);
  const side = state.shipFace[ship] === 1 ? token.back : token.front;
  return {
    shipId: ship,
    name: side.name,
    nation: side.nation,
    colour: side.colour,
    warship: side.warship,
    shipClass: side.shipClass,
    attack: side.attack,
    defense: side.defense,
    notoriety: side.notoriety,
  };
}

function oceanView(state: GameState, id: OceanId): OceanView {
  const o = state.oceans[id];
  const slots: ShipSlot[] = o.slots.map((v) =>
    v === -1
      ? { kind: 'empty' }
      : v === -2
        ? { kind: 'hidden' }
        : { kind: 'ship', ship: shipFace(state, v) },
  );
  return {
    slots,
    gemstones: o.gems,
    squadrons: [...o.squadrons],
    adventureToken: o.adventureToken !== null,
  };
}

/** Table targets that the pending decision offers, so the scene can light them up. */
function selectableOf(state: GameState, decision: Decision | null): BoardView['selectable'] {
  const oceans = new Set<OceanId>();
  const ships = new Set<number>();
  const cards = new Set<string>();
  for (const a of decision?.options ?? []) {
    const ocean = actionOcean(a);
    if (ocean) oceans.add(ocean);
    const ship = actionShip(state, a);
    if (ship !== null) ships.add(ship);
  }
  return { oceans: [...oceans], ships: [...ships], cards: [...cards] };
}

/** The Ocean an action is about when a click on it can answer (a move's destination, a Hunt's Ocean). */
export function actionOcean(a: Action): OceanId | null {
  if (a.type === 'chooseOcean') return a.ocean;
  if (a.type === 'act' && a.action === 'move' && a.ocean) return a.ocean;
  if (a.type === 'imperialist') {
    if (a.action === 'moveSquadron' || a.action === 'move') return a.to ?? null;
    if (a.action === 'hunt' || a.action === 'crushDissent') return a.ocean ?? null;
  }
  return null;
}

/** The title of a pile's top card in the current language, or null when the pile is empty. */
function topTitleOf(ids: readonly CardId[]): string | null {
  const top = ids[ids.length - 1];
  return top === undefined ? null : cardTitle(top, cardById(top).title);
}

/** An Event or Adventure card as the table draws it face up (a content pack's mark with its own). */
export function revealedCardView(id: CardId, pack?: ContentPack | null): RevealedCardView {
  const card = cardById(id);
  const over = pack?.cards?.[id];
  return {
    cardId: card.id,
    title: cardTitle(card.id, card.title),
    type: card.type,
    test: card.test,
    provenance: over?.provenance ?? card.provenance.kind,
    ...(over ? { fromPack: true } : {}),
  };
}

/** The revealed ship an action points at (attack, flip, continue a Bold Attack…), if any. */
export function actionShip(state: GameState, a: Action): number | null {
  const ocean = state.nautilus;
  let slotValue: number | undefined;
  if (a.type === 'chooseSlot') slotValue = state.oceans[a.ocean].slots[a.slot];
  else if (a.type === 'act' && a.action === 'attack' && ocean && a.slot !== undefined)
    slotValue = state.oceans[ocean].slots[a.slot];
  else if (a.type === 'continueBold' && ocean) slotValue = state.oceans[ocean].slots[a.slot];
  return slotValue !== undefined && slotValue >= 0 ? slotValue : null;
}

/** The plain-data picture of a game state that the 3D table draws. */
export function toBoardView(state: GameState, decision: Decision | null): BoardView {
  const oceans = Object.fromEntries(OCEAN_IDS.map((id) => [id, oceanView(state, id)])) as Record<
    OceanId,
    OceanView
  >;
  const lands = Object.entries(state.lands)
    .filter(([, v]) => v !== null)
    .map(([landId, v]) => ({
      landId,
      kind: v === 'cube' ? ('uprising' as const) : ('ally' as const),
    }));
  const waitingGroups = state.shipStacks
    .filter((s) => s.at !== null && s.ids.length > 0 && (s.group === 'D' || s.group === 'E'))
    .map((s) => ({
      colour: s.group === 'D' ? ('blue' as const) : ('green' as const),
      space: s.at as number,
      tokens: s.ids.length,
      squadronOnTop: state.setup.variant === 'versus',
    }));
  const pile = (ids: CardId[]) => ({
    count: ids.length,
    topTitle: topTitleOf(ids),
  });
  return {
    nautilus: state.nautilus,
    oceans,
    lands,
    notoriety: { value: state.notoriety, waitingGroups, blackDieWaiting: !state.blackDieUnlocked },
    resources: { positions: { ...state.resources }, exerted: exertedOf(state) },
    actionPoints: {
      nautilus: state.ap,
      imperialist: state.imperialist ? state.imperialist.ap : null,
    },
    tonnage: MAJOR_BY_DIE.map((o) =>
      state.tonnage[o].flatMap((e) => ('ship' in e ? [shipFace(state, e.ship)] : [])),
    ),
    salvage: state.salvage.map((s) => shipFace(state, s)),
    cards: {
      drawPile: state.drawPile.length,
      adventureDeck: state.adventureDeck.length,
      adventureGemstones: state.adventureGems,
      passPile: pile(state.passPile),
      failPile: pile(state.failPile),
      revealed: state.revealed ? revealedCardView(state.revealed, state.setup.contentPack) : null,
      keep: state.keepCards.map((c) => revealedCardView(c, state.setup.contentPack)),
    },
    upgrades: {
      display: state.upgradeDisplay.map((u) => itemName(u, upgradeById(u).name)),
      equipped: state.upgradesEquipped.map((u) => itemName(u, upgradeById(u).name)),
    },
    characters: state.characters.map((c) => ({
      name: itemName(c.id, characterById(c.id).name),
      sacrificed: c.sacrificed,
    })),
    treasures: state.treasures.map((t) => itemName(t, treasureById(t).name)),
    tableauIds: {
      display: [...state.upgradeDisplay],
      equipped: [...state.upgradesEquipped],
      characters: state.characters.map((c) => c.id),
      treasures: [...state.treasures],
    },
    selectable: selectableOf(state, decision),
    imperialist: state.imperialist
      ? {
          ap: state.imperialist.ap,
          gems: state.imperialist.gems,
          committed: state.imperialist.committed,
          tableauSquadrons: [...state.imperialist.tableau],
          salvageGems: state.imperialist.salvageGems,
          act: state.act,
        }
      : null,
    suezOpen: state.setup.variant === 'versus' && state.act === 3,
  };
}

function exertedOf(state: GameState): BoardView['resources']['exerted'] {
  const top = state.stack[state.stack.length - 1];
  const exerted = top && (top.k === 'test' || top.k === 'combat') ? top.exerted : [];
  return {
    nemo: exerted.includes('nemo'),
    crew: exerted.includes('crew'),
    hull: exerted.includes('hull'),
  };
}
