import type { MotiveId, OceanId, ResourceId, UpgradeId } from './data/types';
import type { CardId } from './data/cards';
import type { CoreText } from './data/coreText';
import type { AttackKind, ImperialistActionKind, Seat, SquadronColour } from './types';

/** Every player choice; `seat` says who makes it. */
export type Action =
  | { type: 'buyStartingUpgrade'; pay: Record<ResourceId, number> }
  | { type: 'declineStartingUpgrade' }
  /** Optional Upgrade deck: buy 1 revealed Upgrade for double its cost, or none (seed 001 Setup). */
  | { type: 'buyRevealedUpgrade'; upgrade: UpgradeId | null; pay?: Record<ResourceId, number> }
  /** Easy Officer Attributes: swap one token for a random unused one, or keep them (seed 001). */
  | { type: 'replaceAttribute'; attribute: string | null }
  | { type: 'chooseDice'; pick: [number, number] }
  | { type: 'chooseOcean'; ocean: OceanId }
  | { type: 'chooseSlot'; ocean: OceanId; slot: number }
  | { type: 'chooseAct3'; choice: 'keepMotive' | 'upgrade'; motive?: MotiveId; upgrade?: UpgradeId }
  | { type: 'changeMotive'; motive: MotiveId }
  | { type: 'addUpgradeToDisplay' }
  | { type: 'commitTest'; exert: ResourceId[]; treasure: string | null }
  | { type: 'acceptResult' }
  | { type: 'sacrifice'; character: string }
  | { type: 'reroll'; treasure: string }
  | { type: 'cancelHit'; upgrade: UpgradeId }
  | { type: 'takeHit' }
  | { type: 'sinkAs'; as: 'tonnage' | 'salvage' | 'discard'; column?: OceanId }
  | { type: 'continueBold'; slot: number }
  | { type: 'stopBold' }
  | { type: 'uprisingChoice'; choice: 'removeCube' | 'notoriety' }
  | { type: 'placeCube'; land: string }
  | { type: 'adventureChoice'; choice: 'perform' | 'bottom' }
  | { type: 'buyUpgrade'; upgrade: UpgradeId | null }
  | {
      type: 'act';
      action: NautilusActionKind;
      slot?: number;
      ocean?: OceanId;
      attack?: AttackKind;
      squadron?: SquadronColour;
    }
  | { type: 'useTreasure'; treasure: string }
  | { type: 'endActions' }
  | { type: 'loseResource'; resource: ResourceId }
  | { type: 'discardUpgradeForLoss'; upgrade: UpgradeId }
  | { type: 'sacrificeForLoss'; character: string }
  /** Use a KEEP card from the tableau (issue 4). */
  | { type: 'useCard'; card: CardId }
  /** Pick a branch of a card's choice (issue 4). */
  | { type: 'chooseEffect'; index: number; label: string }
  /** An upgrade's choice: War Room 'die0'/'die1', Crew Armor 'drm1'/'discard2', Hospital 'recover'. */
  | { type: 'useUpgrade'; upgrade: UpgradeId; option: string }
  /** World Order Ally tokens in a Cube Ocean (seed 000 §5). */
  | { type: 'useAlly'; ally: string; how: 'emergency' | 'tonnage' | 'drm'; column?: OceanId }
  /** Pick one of several drawn ships (Crystalline Sensors). */
  | { type: 'chooseShip'; ship: number }
  /** Map Room: draw a second Treasure ('notoriety' | 'nemo') or not ('decline'). */
  | { type: 'mapRoom'; choice: 'decline' | 'notoriety' | 'nemo' }
  | { type: 'playBlackDice'; dice: number[] }
  | { type: 'commitGems'; count: number }
  | {
      type: 'imperialist';
      action: ImperialistActionKind;
      ocean?: OceanId;
      slot?: number;
      to?: OceanId;
      toSlot?: number;
      squadron?: SquadronColour;
      group?: 'D' | 'E';
    }
  | { type: 'endImperialistPhase' }
  | { type: 'giveGem'; from: string }
  | {
      type: 'huntCounter';
      choice: 'salvageGem' | 'swapUpgrade';
      upgrade?: UpgradeId;
      from?: string;
    }
  | { type: 'huntBenefit'; choice: 'hit' | 'battle'; slot?: number; squadron?: SquadronColour };

export type NautilusActionKind =
  | 'adventure'
  | 'attack'
  | 'incite'
  | 'move'
  | 'rest'
  | 'repair'
  | 'refit'
  | 'search'
  | 'fogMachine';

/** What a decision is about; the page picks its panel and the bots their logic by it. */
export type DecisionKind =
  | `place.${'hunt' | 'start' | 'spread' | 'reveal' | 'flip'}`
  | 'act3Choice'
  | 'action'
  | 'adventure'
  | 'attackAfter'
  | 'attackCommit'
  | 'blackDice'
  | 'boldContinue'
  | 'chooseDice'
  | 'commitGems'
  | 'doubleCostUpgrade'
  | 'effectChoice'
  | 'effectOcean'
  | 'forcedSacrifice'
  | 'hit'
  | 'huntBenefit'
  | 'huntCounter'
  | 'huntGive'
  | 'imperialistAction'
  | 'loseTreasure'
  | 'loss'
  | 'lullGem'
  | 'mapRoom'
  | 'mapRoomKeep'
  | 'placeCube'
  | 'refit'
  | 'replaceAttribute'
  | 'sensorChoice'
  | 'sinkAs'
  | 'startingUpgrade'
  | 'testAfter'
  | 'testCommit'
  | 'uprising'
  | 'warRoom';

export interface Decision {
  seat: Seat;
  kind: DecisionKind;
  prompt: CoreText;
  /** The rule (seed section) that frames this decision. */
  rule: CoreText;
  options: Action[];
}
