import { MOTIVES } from '../../core/data/motives';
import { cardById, characterById, treasureById, upgradeById } from '../../core/content/lookup';
import type { Action, GameState } from '../../core/types';
import type { OceanId } from '../../core/data/types';
import { officerAttributeName } from '../../core/data/characters';
import { oceanName, placeName, resourceName } from '../events/eventNames';
import { shipFace } from './toBoardView';

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
        .map((r) => `${action.pay[r]} ${resourceName(r)}`)
        .join(', ')})`;
    case 'declineStartingUpgrade':
      return 'Leave it in the display';
    case 'buyRevealedUpgrade':
      return action.upgrade && action.pay
        ? `Buy ${upgradeById(action.upgrade).name} at double cost (${(['nemo', 'crew', 'hull'] as const).map((r) => `${action.pay?.[r] ?? 0} ${resourceName(r)}`).join(', ')})`
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
      const parts = action.exert.map((r) => `exert ${resourceName(r)}`);
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
      return placeName(action.land);
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
      return `Lose 1 ${resourceName(action.resource)}`;
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
      return `Give a gemstone from ${placeName(action.from)}`;
    case 'huntCounter':
      return action.choice === 'salvageGem'
        ? `Gemstone from ${placeName(action.from ?? 'supply')} to the Salvage track`
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
