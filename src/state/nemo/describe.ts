import {
  officerAttributeName,
  RESOURCE_TRACKS,
  type OceanId,
  type CoreText,
} from '../../core/data';
import { i18n, itemName, itemText } from '../../i18n/i18n';
import { characterById, upgradeById } from '../../core/content';
import { type Action, type GameState, choiceLabel } from '../../core';
import {
  characterName,
  motiveName,
  oceanName,
  placeName,
  quotedCardName,
  resourceName,
  treasureName,
  upgradeName,
} from './events/eventNames';
import { coreValueText, renderCore } from './words/renderCore';
import { shipFace } from './toBoardView';

const RESOURCES = ['nemo', 'crew', 'hull'] as const;

/** "2 Nemo, 1 Crew" in the current language. */
function amounts(pay: Partial<Record<(typeof RESOURCES)[number], number>>, all: boolean): string {
  return RESOURCES.filter((r) => all || (pay[r] ?? 0) > 0)
    .map((r) => i18n.t('decisions.amount', { n: pay[r] ?? 0, resource: resourceName(r) }))
    .join(i18n.t('decisions.listSep'));
}

/** The ship in a space: its name, a Hidden Ship, or `none`. */
function shipIn(state: GameState, v: number | undefined, none: string, hidden: string): string {
  return v === -2 ? hidden : v !== undefined && v >= 0 ? shipFace(state, v).name : none;
}

function shipAt(state: GameState, action: { slot?: number }): string {
  const ocean = state.nautilus;
  const v = ocean && action.slot !== undefined ? state.oceans[ocean].slots[action.slot] : undefined;
  return v !== undefined && v >= 0 ? shipFace(state, v).name : i18n.t('decisions.aWarship');
}

const squadronName = (s: 'blue' | 'green' | undefined) =>
  s ? i18n.t(`decisions.squadron.${s}`) : String(s);

function describeImperialist(
  action: Extract<Action, { type: 'imperialist' }>,
  state: GameState,
): string {
  const at = (ocean?: OceanId, slot?: number) =>
    shipIn(
      state,
      ocean && slot !== undefined ? state.oceans[ocean].slots[slot] : undefined,
      i18n.t('decisions.aShip'),
      i18n.t('decisions.aHiddenShip'),
    );
  const ocean = oceanName(action.ocean ?? null);
  const to = oceanName(action.to ?? null);
  const ship = at(action.ocean, action.slot);
  switch (action.action) {
    case 'move':
      return i18n.t('decisions.imp.move', { ship, from: ocean, to });
    case 'thimbleRig':
      return i18n.t('decisions.imp.thimbleRig', {
        ship,
        ocean,
        other: at(action.to, action.toSlot),
        to,
      });
    case 'obscure':
      return i18n.t('decisions.imp.obscure', { ship, ocean });
    case 'convert':
      return i18n.t('decisions.imp.convert', { ship, ocean });
    case 'applyPressure':
      return i18n.t('decisions.imp.applyPressure', {
        group: i18n.t(action.group === 'D' ? 'decisions.group.D' : 'decisions.group.other'),
      });
    case 'placeSquadron':
      return i18n.t('decisions.imp.placeSquadron', { squadron: squadronName(action.squadron) });
    case 'moveSquadron':
      return i18n.t('decisions.imp.moveSquadron', { squadron: squadronName(action.squadron), to });
    case 'hunt':
      return i18n.t('decisions.imp.hunt', { ocean });
    case 'crushDissent':
      return i18n.t('decisions.imp.crushDissent', { ocean });
  }
}

function describeAttack(action: Extract<Action, { type: 'act' }>, state: GameState): string {
  const ocean = state.nautilus;
  const v = ocean && action.slot !== undefined ? state.oceans[ocean].slots[action.slot] : undefined;
  const target = action.squadron
    ? i18n.t('decisions.theSquadron', { squadron: squadronName(action.squadron) })
    : shipIn(state, v, i18n.t('decisions.ship'), i18n.t('decisions.aHiddenShip'));
  return i18n.t(`decisions.attack.${action.attack ?? 'bold'}`, { target });
}

/** A button label for a legal action, in the current language. */
export function describeAction(action: Action, state: GameState): string {
  switch (action.type) {
    case 'buyStartingUpgrade':
      return i18n.t('decisions.buyStarting', { pay: amounts(action.pay, false) });
    case 'declineStartingUpgrade':
      return i18n.t('decisions.declineStarting');
    case 'buyRevealedUpgrade':
      return action.upgrade && action.pay
        ? i18n.t('decisions.buyRevealed', {
            name: upgradeName(action.upgrade),
            pay: amounts(action.pay, true),
          })
        : i18n.t('decisions.buyNone');
    case 'replaceAttribute':
      return action.attribute
        ? i18n.t('decisions.replaceAttribute', {
            name: itemName(action.attribute, officerAttributeName(action.attribute)),
          })
        : i18n.t('decisions.keepAttributes');
    case 'chooseDice': {
      const white = (state.stack[state.stack.length - 1] as { white?: number[] }).white;
      return i18n.t('decisions.dice', {
        dice: action.pick.map((i) => white?.[i] ?? '?').join(i18n.t('decisions.diceSep')),
      });
    }
    case 'chooseOcean':
      return oceanName(action.ocean);
    case 'chooseSlot':
      return i18n.t('decisions.slot', {
        ocean: oceanName(action.ocean),
        what: shipIn(
          state,
          state.oceans[action.ocean].slots[action.slot],
          i18n.t('decisions.space'),
          i18n.t('decisions.hiddenShip'),
        ),
      });
    case 'chooseAct3':
      return i18n.t(`decisions.act3.${action.choice}`);
    case 'changeMotive':
      return i18n.t('decisions.changeMotive', { motive: motiveName(action.motive) });
    case 'addUpgradeToDisplay':
      return i18n.t('decisions.addUpgrade');
    case 'commitTest': {
      const parts = action.exert.map((r) =>
        i18n.t('decisions.exert', { resource: resourceName(r) }),
      );
      if (action.treasure)
        parts.push(i18n.t('decisions.spend', { treasure: treasureName(action.treasure) }));
      return parts.length > 0
        ? i18n.t('decisions.rollWith', { parts: parts.join(i18n.t('decisions.listSep')) })
        : i18n.t('decisions.roll');
    }
    case 'acceptResult':
      return i18n.t('decisions.accept');
    case 'sacrifice': {
      const c = characterById(action.character);
      return i18n.t('decisions.sacrifice', {
        name: characterName(action.character),
        // A content pack's Character text stays as its owner wrote it.
        text:
          state.setup.contentPack?.characters?.[action.character]?.text ??
          itemText(`${action.character}.sacrifice`, c.sacrificeText),
      });
    }
    case 'reroll':
      return i18n.t('decisions.reroll', { treasure: treasureName(action.treasure) });
    case 'cancelHit':
      return i18n.t('decisions.cancelHit', { upgrade: upgradeName(action.upgrade) });
    case 'takeHit':
      return i18n.t('decisions.takeHit');
    case 'sinkAs':
      return action.as === 'tonnage'
        ? action.column
          ? i18n.t('decisions.tonnageRow', { ocean: oceanName(action.column) })
          : i18n.t('decisions.tonnage')
        : action.as === 'salvage'
          ? i18n.t('decisions.salvage')
          : i18n.t('decisions.letGo');
    case 'continueBold': {
      const ocean = state.nautilus;
      const v = ocean ? state.oceans[ocean].slots[action.slot] : undefined;
      return i18n.t('decisions.boldAttack', {
        target: shipIn(state, v, i18n.t('decisions.ship'), i18n.t('decisions.aHiddenShip')),
      });
    }
    case 'stopBold':
      return i18n.t('decisions.stopBold');
    case 'stalkChoice':
      return action.choice === 'fight'
        ? i18n.t('decisions.stalkFight')
        : i18n.t('decisions.stalkCallOff');
    case 'uprisingChoice':
      return action.choice === 'removeCube'
        ? i18n.t('decisions.removeCube')
        : i18n.t('decisions.gainNotoriety');
    case 'placeCube':
      return placeName(action.land);
    case 'adventureChoice':
      return action.choice === 'perform' ? i18n.t('decisions.perform') : i18n.t('decisions.bottom');
    case 'buyUpgrade':
      return action.upgrade
        ? i18n.t('decisions.equip', {
            name: upgradeName(action.upgrade),
            cost: upgradeById(action.upgrade).cost,
          })
        : i18n.t('decisions.buyNothing');
    case 'act':
      if (action.action === 'move')
        return i18n.t('decisions.moveTo', { ocean: oceanName(action.ocean ?? null) });
      if (action.action === 'attack') return describeAttack(action, state);
      if (action.action === 'rest' && state.resources.crew >= RESOURCE_TRACKS.crew.max)
        return i18n.t('decisions.restFull', { max: RESOURCE_TRACKS.crew.max });
      if (action.action === 'repair' && state.resources.hull >= RESOURCE_TRACKS.hull.max)
        return i18n.t('decisions.repairFull', { max: RESOURCE_TRACKS.hull.max });
      return i18n.t(`decisions.action.${action.action}`);
    case 'useTreasure':
      return i18n.t('decisions.useTreasure', { name: treasureName(action.treasure) });
    case 'endActions':
      return i18n.t('decisions.endActions');
    case 'loseResource':
      return i18n.t('decisions.loseResource', { resource: resourceName(action.resource) });
    case 'discardUpgradeForLoss':
      return i18n.t('decisions.discardInstead', { name: upgradeName(action.upgrade) });
    case 'sacrificeForLoss':
      return i18n.t('decisions.sacrificeInstead', { name: characterName(action.character) });
    case 'useCard':
      return i18n.t('decisions.useCard', { title: quotedCardName(action.card) });
    case 'chooseEffect':
      return coreValueText(choiceLabel(state, action));
    case 'useUpgrade':
      return i18n.t('decisions.useUpgrade', {
        name: upgradeName(action.upgrade),
        option: i18n.t(
          `decisions.upgradeOption.${action.option}` as 'decisions.upgradeOption.die0',
          {
            defaultValue: action.option,
          },
        ),
      });
    case 'useAlly':
      return i18n.t('decisions.ally', {
        name: treasureName(action.ally),
        how:
          action.how === 'emergency'
            ? i18n.t('decisions.allyEmergency')
            : action.how === 'tonnage'
              ? action.column
                ? i18n.t('decisions.allyTonnageIn', { ocean: oceanName(action.column) })
                : i18n.t('decisions.allyTonnage')
              : i18n.t('decisions.allyDrm'),
      });
    case 'chooseShip':
      return shipFace(state, action.ship).name;
    case 'mapRoom':
      return action.choice === 'decline'
        ? i18n.t('decisions.keepTreasure')
        : action.choice === 'nemo'
          ? i18n.t('decisions.secondTreasureNemo')
          : i18n.t('decisions.secondTreasureNotoriety');
    case 'playBlackDice':
      return action.dice.length === 0
        ? i18n.t('decisions.noBlackDie')
        : i18n.t(action.dice.length > 1 ? 'decisions.blackDice' : 'decisions.blackDie', {
            dice: action.dice.join(i18n.t('decisions.diceSep')),
          });
    case 'commitGems':
      return action.count === 0
        ? i18n.t('decisions.noGems')
        : i18n.t('decisions.gems', { count: action.count });
    case 'endImperialistPhase':
      return i18n.t('decisions.endImperialist');
    case 'giveGem':
      return i18n.t('decisions.giveGem', { place: placeName(action.from) });
    case 'huntCounter':
      return action.choice === 'salvageGem'
        ? i18n.t('decisions.gemToSalvage', { place: placeName(action.from ?? 'supply') })
        : i18n.t('decisions.swapUpgrade', {
            name: action.upgrade ? itemName(action.upgrade, upgradeById(action.upgrade).name) : '',
          });
    case 'huntBenefit':
      if (action.choice === 'hit') return i18n.t('decisions.randomHit');
      return action.squadron
        ? i18n.t('decisions.battleSquadron', { squadron: squadronName(action.squadron) })
        : i18n.t('decisions.battle', { ship: shipAt(state, action) });
    case 'imperialist':
      return describeImperialist(action, state);
    default:
      return (action as { type: string }).type;
  }
}

/** A decision's prompt in the current language. */
export function describePrompt(prompt: CoreText): string {
  return renderCore(prompt);
}
