import { OCEANS } from '../../core/data/oceans';
import { MOTIVES } from '../../core/data/motives';
import { RESOURCE_TRACKS } from '../../core/data/tracks';
import { cardById, characterById, treasureById, upgradeById } from '../../core/content';
import type { Action, GameEvent, GameState } from '../../core/types';
import type { OceanId } from '../../core/data/types';
import { rollArithmetic } from '../../core/rollModifiers';
import { officerAttributeName } from '../../core/data/characters';
import { shipFace } from './toBoardView';

const oceanName = (id: OceanId | null) => (id ? OCEANS[id].name : 'nowhere');
const res = (r: 'nemo' | 'crew' | 'hull') => RESOURCE_TRACKS[r].name;

function nameOf(state: GameState, ship: number | null): string {
  return ship === null || ship < 0 ? 'the Squadron' : shipFace(state, ship).name;
}

function shipLabel(state: GameState, ship: number): string {
  const face = shipFace(state, ship);
  return `${face.name} (${face.nation ?? 'no flag'}${face.attack !== null ? `, Atk ${face.attack}` : ''}, Def ${face.defense})`;
}

/** A log line for an event, in the plain style of a rulebook example. Null for bookkeeping events. */
export function describeEvent(event: GameEvent, state: GameState): string | null {
  switch (event.type) {
    case 'GameCreated':
      return `A new voyage begins (${MOTIVES[event.motive].name} Motive, seed ${event.seed}).`;
    case 'TurnStarted':
      return `— Turn ${event.turn} (Act ${event.act}) —`;
    case 'PhaseStarted':
      return null;
    case 'CardRevealed':
      return `Revealed "${cardById(event.card).title}"${event.from === 'adventureDeck' ? ' from the Adventure Deck' : ''}.`;
    case 'CardFiled':
      if (event.pile === 'act') return null;
      return `"${cardById(event.card).title}" goes to ${event.pile === 'keep' ? 'your tableau' : event.pile === 'adventureBottom' ? 'the bottom of the Adventure Deck' : `the ${event.pile} pile`}.`;
    case 'ActBegan':
      return `Act ${event.act} begins: roll ${event.white} white${event.black ? ` and ${event.black} black` : ''} dice each Placement Phase.`;
    case 'MotiveChanged':
      return `Nemo's Motive changes from ${MOTIVES[event.from].name} to ${MOTIVES[event.to].name}.`;
    case 'DiceRolled':
      return `${event.purpose}: rolled ${event.dice.map((d) => `${d.value}${d.color === 'black' ? '■' : ''}`).join(' ')}.`;
    case 'DiceChosen':
      return `Chose ${event.values[0]} and ${event.values[1]} for Action Points.`;
    case 'ActionPointsSet':
      return null;
    case 'ShipPlaced':
      return event.ship === null
        ? `A Hidden Ship enters ${oceanName(event.ocean)} (${event.how}).`
        : `${shipLabel(state, event.ship)} is placed in ${oceanName(event.ocean)} (${event.how}).`;
    case 'ShipRevealed':
      return `Revealed ${shipLabel(state, event.ship)} in ${oceanName(event.ocean)}.`;
    case 'ShipFlipped':
      return `${nameOf(state, event.ship)} turns to its ${event.face === 1 ? 'warship' : 'front'} side.`;
    case 'ShipSunk':
      return `${nameOf(state, event.ship)} is sunk and taken as ${event.as === 'tonnage' ? `Tonnage${event.column ? ` (${oceanName(event.column)} row)` : ''}` : event.as === 'salvage' ? 'Salvage' : 'nothing (parleyed)'}.`;
    case 'ShipRemoved':
      return `${nameOf(state, event.ship)} leaves ${oceanName(event.ocean)}.`;
    case 'ShipsEnterBag':
      return `${event.count} ships of group ${event.group} join the Ship bag.`;
    case 'NautilusMoved':
      return event.from
        ? `The Nautilus sails from ${oceanName(event.from)} to ${oceanName(event.to)}.`
        : `The Nautilus appears in ${oceanName(event.to)}.`;
    case 'ResourceChanged':
      return `${res(event.resource)} ${event.to > event.from ? 'rises' : 'falls'} to ${event.to} (${event.why}).`;
    case 'ResourceExerted':
      return `Exerted ${res(event.resource)} for +${event.drm}.`;
    case 'NotorietyChanged':
      return `Notoriety ${event.to > event.from ? 'rises' : 'falls'} to ${event.to} (${event.why}).`;
    case 'NotorietyThreshold':
      return `Notoriety ${event.at}: ${event.what}.`;
    case 'TestResolved':
      return `${event.what}: ${rollArithmetic(event.roll, event.modifiers, event.total)}${event.band ? ` — ${event.band}` : ` vs ${event.target}`}: ${event.passed ? 'pass' : 'fail'}.`;
    case 'CombatRound':
      return event.attacker === 'warship'
        ? `${nameOf(state, event.ship)} fires: ${rollArithmetic(event.roll.slice(0, 2), event.modifiers, event.total)} vs Attack ${event.target}: ${event.hit ? 'the Nautilus is hit!' : 'no hits'}.`
        : `The Nautilus attacks ${nameOf(state, event.ship)}: ${event.modifiers.length > 0 ? rollArithmetic(event.roll, event.modifiers, event.total) : `${event.roll.join('+')} → ${event.total}`} vs Defense ${event.target}: ${event.hit ? 'success!' : 'miss'}.`;
    case 'HitTaken':
      return event.resource === 'cancelled'
        ? 'A Hit is cancelled.'
        : `A Hit strikes ${res(event.resource)}.`;
    case 'GemstoneMoved':
      return `A gemstone moves from ${label(event.from)} to ${label(event.to)}.`;
    case 'CubeMoved':
      return `An Uprising cube moves from ${label(event.from)} to ${label(event.to)}.`;
    case 'TreasureDrawn':
      return `Treasure drawn: ${treasureById(event.treasure).name}${event.kept ? '' : ' (resolved at once)'}.`;
    case 'TreasureSpent':
      return `Spent ${treasureById(event.treasure).name} (${event.why}).`;
    case 'UpgradeGained':
      return `Nautilus upgrade: ${upgradeById(event.upgrade).name} (${event.how}).`;
    case 'UpgradeDiscarded':
      return `${upgradeById(event.upgrade).name} is discarded (${event.why}).`;
    case 'UpgradeDisplayed':
      return `${upgradeById(event.upgrade).name} is now available.`;
    case 'CharacterSacrificed':
      return `${characterById(event.character).name} is sacrificed.`;
    case 'EffectApplied':
      return `${event.source}: ${event.text}${event.provenance === 'designed' ? ' [designed]' : ''}`;
    case 'RuleNotImplemented':
      return `⚠ ${event.source}: ${event.note}`;
    case 'ActionTaken':
      return null;
    case 'SquadronMoved':
      return event.to === 'tableau'
        ? `The ${event.squadron} Squadron ${event.from === 'stack' ? 'joins' : 'returns to'} the Imperialist Tableau.`
        : `The ${event.squadron} Squadron ${event.from === 'tableau' ? 'forms in' : 'sails to'} ${oceanName(event.to)}.`;
    case 'ImperialistApSet':
    case 'ImperialistAction':
      return null;
    case 'ImperialistTest':
      return `${event.what}: ${event.roll[0]}+${event.roll[1]}${event.drm >= 0 ? '+' : ''}${event.drm} = ${event.total}, needs under ${event.target}: ${event.passed ? 'the Imperialist succeeds' : 'it fails'}.`;
    case 'ShipMoved':
      return `${event.ship === null ? 'A Hidden Ship' : nameOf(state, event.ship)} moves from ${oceanName(event.from)} to ${oceanName(event.to)}.`;
    case 'GroupArrivalChanged':
      return `Imperialist pressure: group ${event.group} now arrives at Notoriety ${event.at}.`;
    case 'GameEnded': {
      const end =
        event.outcome === 'defeat'
          ? `Defeat: ${event.reason}.`
          : `The voyage ends: ${event.total} VP — ${event.level}.`;
      const winner = event.winner
        ? ` Winner: ${event.winner === 'draw' ? 'a draw' : event.winner === 'nautilus' ? 'the Nautilus' : 'the Imperialist'}.`
        : '';
      return end + winner;
    }
    default:
      return null;
  }
}

function label(place: string): string {
  if (place in OCEANS) return OCEANS[place as OceanId].name;
  if (place === 'adventureDeck') return 'the Adventure Deck';
  if (place === 'available' || place === 'supply') return 'the supply';
  return place.replace(/([A-Z])/g, ' $1').replace(/^./, (c) => c.toUpperCase());
}

function shipAt(state: GameState, action: { slot?: number }): string {
  const ocean = state.nautilus;
  const v = ocean && action.slot !== undefined ? state.oceans[ocean].slots[action.slot] : undefined;
  return v !== undefined && v >= 0 ? shipFace(state, v).name : 'a Warship';
}

function describeImperialist(
  action: Extract<Action, { type: 'imperialist' }>,
  state: GameState,
): string {
  const at = (ocean?: OceanId, slot?: number) => {
    const v = ocean && slot !== undefined ? state.oceans[ocean].slots[slot] : undefined;
    return v === -2
      ? 'a Hidden Ship'
      : v !== undefined && v >= 0
        ? shipFace(state, v).name
        : 'a ship';
  };
  switch (action.action) {
    case 'move':
      return `Move ${at(action.ocean, action.slot)} from ${oceanName(action.ocean ?? null)} to ${oceanName(action.to ?? null)} (1)`;
    case 'thimbleRig':
      return `Thimble-Rig ${at(action.ocean, action.slot)} (${oceanName(action.ocean ?? null)}) ⇄ ${at(action.to, action.toSlot)} (${oceanName(action.to ?? null)}) (1)`;
    case 'obscure':
      return `Obscure ${at(action.ocean, action.slot)} in ${oceanName(action.ocean ?? null)} (1)`;
    case 'convert':
      return `Convert ${at(action.ocean, action.slot)} in ${oceanName(action.ocean ?? null)} (2)`;
    case 'applyPressure':
      return `Apply Pressure: ${action.group === 'D' ? 'Blue' : 'Green'} group arrives one space sooner (2)`;
    case 'placeSquadron':
      return `Place the ${action.squadron} Squadron (roll 1d6) (1)`;
    case 'moveSquadron':
      return `Move the ${action.squadron} Squadron to ${oceanName(action.to ?? null)} (1)`;
    case 'hunt':
      return `Hunt the Nautilus in ${oceanName(action.ocean ?? null)} (2)`;
    case 'crushDissent':
      return `Crush Dissent in ${oceanName(action.ocean ?? null)} (2)`;
  }
}

/** A button label for a legal action. */
export function describeAction(action: Action, state: GameState): string {
  switch (action.type) {
    case 'buyStartingUpgrade':
      return `Buy (pay ${(['nemo', 'crew', 'hull'] as const)
        .filter((r) => action.pay[r] > 0)
        .map((r) => `${action.pay[r]} ${res(r)}`)
        .join(', ')})`;
    case 'declineStartingUpgrade':
      return 'Leave it in the display';
    case 'buyRevealedUpgrade':
      return action.upgrade && action.pay
        ? `Buy ${upgradeById(action.upgrade).name} at double cost (${(['nemo', 'crew', 'hull'] as const).map((r) => `${action.pay?.[r] ?? 0} ${res(r)}`).join(', ')})`
        : 'Buy none';
    case 'replaceAttribute':
      return action.attribute
        ? `Replace ${officerAttributeName(action.attribute)}`
        : 'Keep the Attributes';
    case 'chooseDice':
      return `Dice ${action.pick.map((i) => (state.stack[state.stack.length - 1] as { white?: number[] }).white?.[i] ?? '?').join(' & ')}`;
    case 'chooseOcean':
      return oceanName(action.ocean);
    case 'chooseSlot': {
      const v = state.oceans[action.ocean].slots[action.slot];
      return `${oceanName(action.ocean)}: ${v === -2 ? 'Hidden Ship' : v !== undefined && v >= 0 ? shipFace(state, v).name : 'space'}`;
    }
    case 'chooseAct3':
      return action.choice;
    case 'changeMotive':
      return `Change Motive to ${MOTIVES[action.motive].name}`;
    case 'addUpgradeToDisplay':
      return 'Add an Upgrade to the display';
    case 'commitTest': {
      const parts = action.exert.map((r) => `exert ${res(r)}`);
      if (action.treasure) parts.push(`spend ${treasureById(action.treasure).name}`);
      return parts.length > 0 ? `Roll (${parts.join(', ')})` : 'Roll';
    }
    case 'acceptResult':
      return 'Accept the result';
    case 'sacrifice':
      return `Sacrifice ${characterById(action.character).name}: ${characterById(action.character).sacrificeText}`;
    case 'reroll':
      return `Re-roll (spend ${treasureById(action.treasure).name})`;
    case 'cancelHit':
      return `Cancel with ${upgradeById(action.upgrade).name}`;
    case 'takeHit':
      return 'Take the Hit';
    case 'sinkAs':
      return action.as === 'tonnage'
        ? `Tonnage${action.column ? ` (${oceanName(action.column)} row)` : ''}`
        : action.as === 'salvage'
          ? 'Salvage'
          : 'Let it go (+1 Uprising cube)';
    case 'continueBold': {
      const ocean = state.nautilus;
      const v = ocean ? state.oceans[ocean].slots[action.slot] : undefined;
      return `Bold Attack ${v === -2 ? 'a Hidden Ship' : v !== undefined && v >= 0 ? shipFace(state, v).name : 'ship'}`;
    }
    case 'stopBold':
      return 'Stop the streak';
    case 'uprisingChoice':
      return action.choice === 'removeCube' ? 'Remove an Uprising cube' : 'Gain Notoriety';
    case 'placeCube':
      return label(action.land);
    case 'adventureChoice':
      return action.choice === 'perform' ? 'Perform the Adventure' : 'Put it on the bottom';
    case 'buyUpgrade':
      return action.upgrade
        ? `Equip ${upgradeById(action.upgrade).name} (${upgradeById(action.upgrade).cost} Salvage)`
        : 'Buy nothing';
    case 'act': {
      const ocean = state.nautilus;
      switch (action.action) {
        case 'move':
          return `Move to ${oceanName(action.ocean ?? null)}`;
        case 'attack': {
          const v =
            ocean && action.slot !== undefined ? state.oceans[ocean].slots[action.slot] : undefined;
          const target = action.squadron
            ? `the ${action.squadron} Squadron`
            : v === -2
              ? 'a Hidden Ship'
              : v !== undefined && v >= 0
                ? shipFace(state, v).name
                : 'ship';
          return `${(action.attack ?? 'bold').replace(/^./, (c) => c.toUpperCase())} Attack ${target}`;
        }
        default:
          return action.action
            .replace(/^./, (c) => c.toUpperCase())
            .replace('FogMachine', 'Fog Machine');
      }
    }
    case 'useTreasure':
      return `Use ${treasureById(action.treasure).name}`;
    case 'endActions':
      return 'End the Action Phase';
    case 'loseResource':
      return `Lose 1 ${res(action.resource)}`;
    case 'discardUpgradeForLoss':
      return `Discard ${upgradeById(action.upgrade).name} instead`;
    case 'sacrificeForLoss':
      return `Sacrifice ${characterById(action.character).name} instead`;
    case 'useCard':
      return `Use "${cardById(action.card).title}"`;
    case 'chooseEffect':
      return action.label;
    case 'useUpgrade':
      return `${upgradeById(action.upgrade).name}: ${action.option}`;
    case 'useAlly':
      return `${treasureById(action.ally).name}: ${action.how === 'emergency' ? 'spend as Emergency Resource' : action.how === 'tonnage' ? `place on the Tonnage track${action.column ? ` (${oceanName(action.column)})` : ''}` : '+2 DRM'}`;
    case 'chooseShip':
      return shipFace(state, action.ship).name;
    case 'mapRoom':
      return action.choice === 'decline'
        ? 'Keep this Treasure'
        : `Draw a second Treasure (${action.choice === 'nemo' ? '−1 Nemo' : '+1 Notoriety'})`;
    case 'playBlackDice':
      return action.dice.length === 0
        ? 'Play no black die (one fewer)'
        : `Play black ${action.dice.length > 1 ? 'dice' : 'die'} ${action.dice.join(' & ')}`;
    case 'commitGems':
      return action.count === 0
        ? 'Commit no gemstones'
        : `Commit ${action.count} gemstone${action.count > 1 ? 's' : ''} for next turn`;
    case 'endImperialistPhase':
      return 'End the Imperialist Phase';
    case 'giveGem':
      return `Give a gemstone from ${label(action.from)}`;
    case 'huntCounter':
      return action.choice === 'salvageGem'
        ? `Gemstone from ${label(action.from ?? 'supply')} to the Salvage track`
        : `Swap ${upgradeById(action.upgrade ?? '').name} for a new Upgrade`;
    case 'huntBenefit':
      if (action.choice === 'hit') return 'One random Hit on the Nautilus';
      return action.squadron
        ? `Battle: the ${action.squadron} Squadron attacks`
        : `Battle: ${shipAt(state, action)} attacks`;
    case 'imperialist':
      return describeImperialist(action, state);
    default:
      return (action as { type: string }).type;
  }
}
