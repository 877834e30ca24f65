import { z } from 'zod';
import { firstIssue } from '../../kernel/firstIssue';
import { MOTIVE_IDS } from '../data/motives';
import { OCEAN_IDS } from '../data/types';
import { CARDS } from '../data/cards';
import { UPGRADES } from '../data/upgrades';
import {
  ADVENTURE_TOKENS,
  ALLIES,
  DEADLY_SEAS_TOKENS,
  TREASURES,
  WONDERS,
} from '../data/treasures';
import { CHARACTERS, NADEEN_CHARACTERISTICS, OFFICER_ATTRIBUTES } from '../data/characters';
import type {
  AdventureReward,
  AttributeId,
  CharacterId,
  DeadlySeasToken,
  UpgradeId,
} from '../data/types';
import type { CardId } from '../data/cards';
import type { AdventureTokenId, DeadlySeasId, TreasureId } from '../data/treasures';
import type { CardEffectEntry, ComponentText, Condition, Effect } from '../data/effectTypes';

/**
 * Content packs (issue 4): a JSON file that replaces the effect text and effect data of any
 * component. Packs are validated here; a game keeps its pack in `GameSetup.contentPack`, so a
 * record replays with the same content.
 */
export interface ContentPack {
  /** Editors may point at content/content-pack.schema.json. */
  $schema?: string;
  format: 'nemos-war-content';
  version: 1;
  name?: string;
  /** Card id → fields that replace the built-in entry's fields (ids checked on validation). */
  cards?: Partial<Record<CardId, Partial<CardEffectEntry>>>;
  upgrades?: Partial<Record<UpgradeId, ComponentText>>;
  treasures?: Partial<Record<TreasureId, ComponentText>>;
  characters?: Partial<Record<CharacterId, ComponentText>>;
  attributes?: Partial<Record<AttributeId, ComponentText>>;
  adventureTokens?: Partial<Record<AdventureTokenId, ComponentText & { reward?: AdventureReward }>>;
  deadlySeas?: Partial<
    Record<
      DeadlySeasId,
      ComponentText & { effect?: DeadlySeasToken<string>['effect']; amount?: number }
    >
  >;
}

const resource = z.enum(['nemo', 'crew', 'hull']);
const ocean = z.enum(OCEAN_IDS);
const motive = z.enum(MOTIVE_IDS as [string, ...string[]]);
const int = z.number().int();
const pile = z.enum(['pass', 'fail']);
const provenance = z.enum(['published', 'designed']);

export const conditionSchema: z.ZodType<Condition> = z.lazy(() =>
  z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('motive'), motives: z.array(motive) }),
    z.object({ kind: z.literal('act'), acts: z.array(int.min(1).max(3)) }),
    z.object({ kind: z.literal('nautilusIn'), oceans: z.array(ocean) }),
    z.object({ kind: z.literal('notoriety'), atLeast: int.optional(), atMost: int.optional() }),
    z.object({
      kind: z.literal('resource'),
      resource,
      atLeast: int.optional(),
      atMost: int.optional(),
    }),
    z.object({ kind: z.literal('ap'), atLeast: int }),
    z.object({ kind: z.literal('warshipsHere'), atLeast: int }),
    z.object({ kind: z.literal('hiddenHere'), atLeast: int }),
    z.object({ kind: z.literal('landHere') }),
    z.object({
      kind: z.literal('hasUpgrade'),
      upgrade: z.enum(UPGRADES.map((u) => u.id) as [UpgradeId, ...UpgradeId[]]),
    }),
    z.object({ kind: z.literal('treasures'), atLeast: int }),
    z.object({ kind: z.literal('nadeenAboard') }),
    z.object({ kind: z.literal('not'), cond: conditionSchema }),
  ]),
) as z.ZodType<Condition>;

const amount = int.min(-20).max(20);

export const effectSchema: z.ZodType<Effect> = z.lazy(() =>
  z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('gain'), resource, amount }),
    z.object({ kind: z.literal('lose'), resource, amount }),
    z.object({ kind: z.literal('loseOneOf'), resources: z.array(resource).min(1), amount }),
    z.object({ kind: z.literal('notoriety'), amount }),
    z.object({ kind: z.literal('drawTreasure'), amount }),
    z.object({ kind: z.literal('discardTreasure'), amount }),
    z.object({ kind: z.literal('gainUpgrade'), costModifier: amount }),
    z.object({ kind: z.literal('placeUprising'), amount }),
    z.object({ kind: z.literal('ap'), amount }),
    z.object({ kind: z.literal('removeUprising'), amount }),
    z.object({
      kind: z.literal('gem'),
      where: z.union([z.literal('nautilus'), z.literal('adventureDeck'), ocean]),
      amount,
    }),
    z.object({
      kind: z.literal('placeHidden'),
      where: z.union([z.literal('nautilus'), ocean]),
      amount,
    }),
    z.object({ kind: z.literal('removeHidden'), amount }),
    z.object({ kind: z.literal('revealHidden'), amount }),
    z.object({ kind: z.literal('flipWhite'), amount }),
    z.object({ kind: z.literal('removeShips'), amount, warshipsOnly: z.boolean() }),
    z.object({
      kind: z.literal('moveNautilus'),
      to: z.union([z.literal('adjacent'), z.array(ocean).min(1)]),
    }),
    z.object({ kind: z.literal('fightShip'), count: int.min(1).max(3) }),
    z.object({
      kind: z.literal('addShips'),
      group: z.enum(['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H']),
    }),
    z.object({ kind: z.literal('hits'), amount }),
    z.object({
      kind: z.literal('test'),
      target: int.min(2).max(13),
      exert: z.array(resource),
      pass: z.array(effectSchema),
      fail: z.array(effectSchema),
    }),
    z.object({
      kind: z.literal('choice'),
      options: z
        .array(z.object({ label: z.string().min(1).max(80), effects: z.array(effectSchema) }))
        .min(1),
    }),
    z.object({
      kind: z.literal('if'),
      cond: conditionSchema,
      then: z.array(effectSchema),
      else: z.array(effectSchema).optional(),
    }),
    z.object({ kind: z.literal('revealUpgrade'), amount }),
    z.object({ kind: z.literal('nadeenAboard'), characteristics: int.min(0).max(9) }),
    z.object({ kind: z.literal('characteristic'), amount }),
    z.object({ kind: z.literal('filePile'), pile }),
    z.object({ kind: z.literal('testDrm'), amount }),
    z.object({ kind: z.literal('forcePass') }),
    z.object({ kind: z.literal('sacrificeCharacter') }),
    z.object({ kind: z.literal('reroll') }),
    z.object({ kind: z.literal('imperialistGem'), amount }),
  ]),
) as z.ZodType<Effect>;

const effects = z.array(effectSchema);
const text = z.string().min(1).max(400);

export const cardEntrySchema = z
  .object({
    text,
    provenance,
    play: effects,
    pile,
    pass: effects,
    fail: effects,
    keep: z.object({
      when: z.array(z.enum(['action', 'beforeTest', 'afterTest'])).min(1),
      cond: conditionSchema.optional(),
      effects,
      pile,
    }),
    atEnd: pile,
  })
  .partial();

const componentText = z.object({ text, provenance });

export const contentPackSchema = z
  .object({
    $schema: z.string().max(300).optional(),
    format: z.literal('nemos-war-content'),
    version: z.literal(1),
    name: z.string().max(120).optional(),
    cards: z.record(z.string(), cardEntrySchema).optional(),
    upgrades: z.record(z.string(), componentText).optional(),
    treasures: z.record(z.string(), componentText).optional(),
    characters: z.record(z.string(), componentText).optional(),
    attributes: z.record(z.string(), componentText).optional(),
    adventureTokens: z
      .record(
        z.string(),
        componentText.extend({
          reward: z
            .object({
              kind: z.enum([
                'nemo',
                'crew',
                'hull',
                'treasure',
                'notoriety',
                'actionPoints',
                'scourgeBonus',
              ]),
              amount,
            })
            .optional(),
        }),
      )
      .optional(),
    deadlySeas: z
      .record(
        z.string(),
        componentText.extend({
          effect: z
            .enum([
              'loseHull',
              'loseCrew',
              'loseNemo',
              'gainNotoriety',
              'loseActionPoint',
              'randomHit',
              'placeHiddenShip',
            ])
            .optional(),
          amount: int.min(0).max(6).optional(),
        }),
      )
      .optional(),
  })
  .strict();

export class ContentPackError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ContentPackError';
  }
}

/** Validates a content pack object; throws a one-line error naming the first bad field. */
export function validateContentPack(value: unknown): ContentPack {
  const result = contentPackSchema.safeParse(value);
  if (!result.success) {
    throw new ContentPackError(firstIssue(result.error, '(root)'));
  }
  const pack = result.data as ContentPack;
  checkReferences(pack);
  return pack;
}

/** Parses the text of a content pack (JSON); throws a one-line error naming the first bad field. */
export function parseContentPack(text: string): ContentPack {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (e) {
    throw new ContentPackError(`(root): not JSON (${(e as Error).message.split('\n')[0]})`);
  }
  return validateContentPack(value);
}

const KNOWN: Record<
  Exclude<keyof ContentPack, '$schema' | 'format' | 'version' | 'name'>,
  Set<string>
> = {
  cards: new Set(CARDS.map((c) => c.id)),
  upgrades: new Set(UPGRADES.map((u) => u.id)),
  treasures: new Set([...TREASURES, ...WONDERS, ...ALLIES].map((t) => t.id)),
  characters: new Set(CHARACTERS.map((c) => c.id)),
  attributes: new Set([...OFFICER_ATTRIBUTES, ...NADEEN_CHARACTERISTICS].map((a) => a.id)),
  adventureTokens: new Set(ADVENTURE_TOKENS.map((t) => t.id)),
  deadlySeas: new Set(DEADLY_SEAS_TOKENS.map((t) => t.id)),
};

/** Every id a pack names must be a component of the game. */
function checkReferences(pack: ContentPack): void {
  for (const [section, known] of Object.entries(KNOWN)) {
    const entries = pack[section as keyof typeof KNOWN];
    if (!entries) continue;
    for (const id of Object.keys(entries)) {
      if (!known.has(id)) throw new ContentPackError(`${section}.${id}: unknown ${section} id`);
    }
  }
}

/** JSON Schema of a content pack, for editors (written by scripts/make-content-schema.ts). */
export function contentPackJsonSchema(): Record<string, unknown> {
  return z.toJSONSchema(contentPackSchema, { unrepresentable: 'any' }) as Record<string, unknown>;
}
