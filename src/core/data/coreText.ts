import { CORE_EN } from './coreMessages';
import type { AttributeId, CharacterId, MotiveId, OceanId, ResourceId, UpgradeId } from './types';
import type { CardId } from './cards';
import type { AdventureTokenId, DeadlySeasId, TreasureId } from './treasures';
import {
  templateIn,
  type ParamNames,
  type TemplateOf as TemplateIn,
} from '../../kernel/messageText';

export { fillTemplate, type ParamNames } from '../../kernel/messageText';

type Catalogue = typeof CORE_EN;
type Group = keyof Catalogue;

/** Every message id the core can emit: `group.name` of `CORE_EN`. */
export type CoreKey = { [G in Group]: `${G}.${keyof Catalogue[G] & string}` }[Group];

type TemplateOf<K extends CoreKey> = TemplateIn<Catalogue, K>;

/** What a name reference names: an Ocean, a card, an item, a Motive… */
export type RefKind =
  | 'ocean'
  | 'card'
  | 'upgrade'
  | 'treasure'
  | 'character'
  | 'motive'
  | 'resource'
  /** Any item, token, Attribute or Characteristic by id. */
  | 'item'
  /** The effect text of a card, item or token by id (a Character's as `id.sacrifice`). */
  | 'text';

/** Any item, token, Attribute or Characteristic: what an `item` reference names. */
export type ItemId =
  UpgradeId | TreasureId | AdventureTokenId | DeadlySeasId | AttributeId | CharacterId;

/** What has an effect text: a card, an item, or a Character's sacrifice or penalty. */
export type TextId = CardId | ItemId | `${CharacterId}.${'sacrifice' | 'penalty'}`;

/** The id each kind of name reference takes. */
interface RefIds {
  ocean: OceanId;
  card: CardId;
  upgrade: UpgradeId;
  treasure: TreasureId;
  character: CharacterId;
  motive: MotiveId;
  resource: ResourceId;
  item: ItemId;
  text: TextId;
}

/** A name the presentation looks up in its language, by its typed id. */
export type CoreRef = {
  [R in RefKind]: { readonly ref: R; readonly id: RefIds[R] };
}[RefKind];

/**
 * A parameter's value: a number, a nested message, a name to look up, or a string shown as it is
 * (ship names, dice, a content pack's own wording).
 */
export type CoreValue = string | number | CoreText | CoreRef;

export type CoreParams<K extends CoreKey> = {
  readonly [P in ParamNames<TemplateOf<K>>]: CoreValue;
};

/** Structured text from the core: a message id and exactly its template's parameters. */
export type CoreText = {
  [K in CoreKey]: { readonly key: K; readonly params: CoreParams<K> };
}[CoreKey];

/** A message of the core; an unknown id, a missing or an extra parameter does not compile. */
export function msg<K extends CoreKey>(
  key: K,
  ...params: ParamNames<TemplateOf<K>> extends never ? [] : [CoreParams<K>]
): CoreText {
  return { key, params: params[0] ?? {} } as unknown as CoreText;
}

/** The English template of a message id. */
export function coreTemplate(key: CoreKey): string {
  return templateIn(CORE_EN, key);
}

export function isCoreText(v: unknown): v is CoreText {
  return typeof v === 'object' && v !== null && 'key' in v && 'params' in v;
}

const REFS: ReadonlySet<string> = new Set<CoreRef['ref']>([
  'ocean',
  'card',
  'upgrade',
  'treasure',
  'character',
  'motive',
  'resource',
  'item',
  'text',
]);

/** A name reference (`{ ref, id }`) rather than any other object. */
export function isCoreRef(v: unknown): v is CoreRef {
  return (
    typeof v === 'object' &&
    v !== null &&
    'ref' in v &&
    'id' in v &&
    REFS.has((v as { ref: unknown }).ref as string)
  );
}

/** The shape every language's core messages take: each id of `CORE_EN`, no more, no fewer. */
export type CoreCatalogue = {
  readonly [G in Group]: { readonly [N in keyof Catalogue[G]]: string };
};
