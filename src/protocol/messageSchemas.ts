import { z } from 'zod';
import { OCEAN_IDS, MOTIVE_IDS } from '../core/data';
import type { Action } from '../core';

/** zod schemas of what clients send; the server checks every message with them. */

const ocean = z.enum(OCEAN_IDS as unknown as [string, ...string[]]);
const resource = z.enum(['nemo', 'crew', 'hull']);
const id = z.string().min(1).max(60);
const int = z.number().int().min(-1).max(1000);
const squadron = z.enum(['blue', 'green']);

/** Every Action shape (src/core/types.ts), strictly: unknown keys are malformed. */
export const actionSchema = z.discriminatedUnion('type', [
  z.strictObject({
    type: z.literal('buyStartingUpgrade'),
    pay: z.strictObject({ nemo: int, crew: int, hull: int }),
  }),
  z.strictObject({ type: z.literal('declineStartingUpgrade') }),
  z.strictObject({
    type: z.literal('buyRevealedUpgrade'),
    upgrade: id.nullable(),
    pay: z.strictObject({ nemo: int, crew: int, hull: int }).optional(),
  }),
  z.strictObject({ type: z.literal('replaceAttribute'), attribute: id.nullable() }),
  z.strictObject({ type: z.literal('chooseDice'), pick: z.tuple([int, int]) }),
  z.strictObject({ type: z.literal('chooseOcean'), ocean }),
  z.strictObject({ type: z.literal('chooseSlot'), ocean, slot: int }),
  z.strictObject({
    type: z.literal('chooseAct3'),
    choice: z.enum(['keepMotive', 'upgrade']),
    motive: z.enum(MOTIVE_IDS as unknown as [string, ...string[]]).optional(),
    upgrade: id.optional(),
  }),
  z.strictObject({
    type: z.literal('changeMotive'),
    motive: z.enum(MOTIVE_IDS as unknown as [string, ...string[]]),
  }),
  z.strictObject({ type: z.literal('addUpgradeToDisplay') }),
  z.strictObject({
    type: z.literal('commitTest'),
    exert: z.array(resource).max(6),
    treasure: id.nullable(),
  }),
  z.strictObject({ type: z.literal('acceptResult') }),
  z.strictObject({ type: z.literal('sacrifice'), character: id }),
  z.strictObject({ type: z.literal('reroll'), treasure: id }),
  z.strictObject({ type: z.literal('cancelHit'), upgrade: id }),
  z.strictObject({ type: z.literal('takeHit') }),
  z.strictObject({
    type: z.literal('sinkAs'),
    as: z.enum(['tonnage', 'salvage', 'discard']),
    column: ocean.optional(),
  }),
  z.strictObject({ type: z.literal('continueBold'), slot: int }),
  z.strictObject({ type: z.literal('stopBold') }),
  z.strictObject({ type: z.literal('stalkChoice'), choice: z.enum(['fight', 'callOff']) }),
  z.strictObject({
    type: z.literal('uprisingChoice'),
    choice: z.enum(['removeCube', 'notoriety']),
  }),
  z.strictObject({ type: z.literal('placeCube'), land: id }),
  z.strictObject({ type: z.literal('adventureChoice'), choice: z.enum(['perform', 'bottom']) }),
  z.strictObject({ type: z.literal('buyUpgrade'), upgrade: id.nullable() }),
  z.strictObject({
    type: z.literal('act'),
    action: z.enum([
      'adventure',
      'attack',
      'incite',
      'move',
      'rest',
      'repair',
      'refit',
      'search',
      'fogMachine',
    ]),
    slot: int.optional(),
    ocean: ocean.optional(),
    attack: z.enum(['bold', 'stalk', 'torpedo', 'diplomacy']).optional(),
    squadron: squadron.optional(),
  }),
  z.strictObject({ type: z.literal('useTreasure'), treasure: id }),
  z.strictObject({ type: z.literal('endActions') }),
  z.strictObject({ type: z.literal('loseResource'), resource }),
  z.strictObject({ type: z.literal('discardUpgradeForLoss'), upgrade: id }),
  z.strictObject({ type: z.literal('sacrificeForLoss'), character: id }),
  z.strictObject({ type: z.literal('useCard'), card: id }),
  z.strictObject({ type: z.literal('chooseEffect'), index: int, label: z.string().max(300) }),
  z.strictObject({ type: z.literal('useUpgrade'), upgrade: id, option: id }),
  z.strictObject({
    type: z.literal('useAlly'),
    ally: id,
    how: z.enum(['emergency', 'tonnage', 'drm']),
    column: ocean.optional(),
  }),
  z.strictObject({ type: z.literal('chooseShip'), ship: int }),
  z.strictObject({ type: z.literal('mapRoom'), choice: z.enum(['decline', 'notoriety', 'nemo']) }),
  z.strictObject({ type: z.literal('playBlackDice'), dice: z.array(int).max(2) }),
  z.strictObject({ type: z.literal('commitGems'), count: int }),
  z.strictObject({
    type: z.literal('imperialist'),
    action: z.enum([
      'move',
      'thimbleRig',
      'obscure',
      'convert',
      'applyPressure',
      'placeSquadron',
      'moveSquadron',
      'hunt',
      'crushDissent',
    ]),
    ocean: ocean.optional(),
    slot: int.optional(),
    to: ocean.optional(),
    toSlot: int.optional(),
    squadron: squadron.optional(),
    group: z.enum(['D', 'E']).optional(),
  }),
  z.strictObject({ type: z.literal('endImperialistPhase') }),
  z.strictObject({ type: z.literal('giveGem'), from: id }),
  z.strictObject({
    type: z.literal('huntCounter'),
    choice: z.enum(['salvageGem', 'swapUpgrade']),
    upgrade: id.optional(),
    from: id.optional(),
  }),
  z.strictObject({
    type: z.literal('huntBenefit'),
    choice: z.enum(['hit', 'battle']),
    slot: int.optional(),
    squadron: squadron.optional(),
  }),
]);

/** Compile-time check: every Action type of the rules core has a schema (never = none missing). */
type MissingActionSchemas = Exclude<Action['type'], z.infer<typeof actionSchema>['type']>;
const everyActionHasASchema: [MissingActionSchemas] extends [never] ? true : MissingActionSchemas =
  true;
void everyActionHasASchema;

/** The `act` message: an action and the version it was chosen at (a stale one is refused). */
export const actMessageSchema = z.strictObject({
  version: z.number().int().min(0),
  action: actionSchema,
});

export const joinOptionsSchema = z.strictObject({
  seat: z.enum(['nautilus', 'imperialist', 'spectator', 'any']).optional(),
  name: z.string().max(40).optional(),
  token: z.string().max(80).optional(),
  motive: z.enum(['piracy', 'worldOrder']).optional(),
  waitForOpponent: z.boolean().optional(),
});

/** The `bot` message: a seated player hands an open seat to the bot. */
export const botMessageSchema = z.strictObject({ seat: z.enum(['nautilus', 'imperialist']) });

/** The `undo` message: take back this seat's last action, quoting the version it sees. */
export const undoMessageSchema = z.strictObject({ version: z.number().int().min(0) });
