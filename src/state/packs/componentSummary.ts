import {
  cardEntry,
  componentText,
  type ContentPack,
  type PackSection,
  type TextSectionIds,
} from '../../core/content';
import { CARD_EFFECTS, type Effect } from '../../core';
import {
  ADVENTURE_TOKENS,
  DEADLY_SEAS_TOKENS,
  type AdventureTokenId,
  type CardId,
  type DeadlySeasId,
} from '../../core/data';
import { i18n, itemText } from '../../i18n/i18n';
import { entryWords } from '../nemo/words/effectWords';

const t = i18n.t as unknown as (key: string, options?: Record<string, unknown>) => string;

/** A component as the game runs it with a pack (none: built in): its text and what its data does. */
export interface ComponentSummary {
  text: string;
  lines: string[];
  fromPack: boolean;
}

/** What a component does in a game played with this pack (null: the built-in game). */
export function componentSummary(
  section: PackSection,
  id: string,
  pack: ContentPack | null,
): ComponentSummary {
  const over = (pack?.[section] as Record<string, { text?: string }> | undefined)?.[id];
  const fromPack = over !== undefined;
  if (section === 'cards') {
    const entry = cardEntry(pack, id as CardId);
    const text = over?.text ?? itemText(id, CARD_EFFECTS[id as CardId]?.text ?? '');
    return { text, lines: entryWords({ ...entry, text: '' }), fromPack };
  }
  if (section === 'adventureTokens' || section === 'deadlySeas') {
    const base = [...ADVENTURE_TOKENS, ...DEADLY_SEAS_TOKENS].find((x) => x.id === id);
    const text = over?.text ?? itemText(id, base?.text ?? '');
    return { text, lines: tokenLines(section, id, pack), fromPack };
  }
  const text =
    over?.text ??
    itemText(
      section === 'characters' ? `${id}.sacrifice` : id,
      componentText(section, id as TextSectionIds[typeof section]).text,
    );
  return { text, lines: [], fromPack };
}

function tokenLines(
  section: 'adventureTokens' | 'deadlySeas',
  id: string,
  pack: ContentPack | null,
) {
  if (section === 'adventureTokens') {
    const base = ADVENTURE_TOKENS.find((x) => x.id === id);
    const reward = pack?.adventureTokens?.[id as AdventureTokenId]?.reward ?? base?.reward;
    return reward
      ? [`${t('packs.field.reward')}: ${t(`packs.reward.${reward.kind}`)} ${reward.amount}`]
      : [];
  }
  const base = DEADLY_SEAS_TOKENS.find((x) => x.id === id);
  const over = pack?.deadlySeas?.[id as DeadlySeasId];
  const effect = over?.effect ?? base?.effect;
  const amount = over?.amount ?? base?.amount;
  return effect
    ? [`${t('packs.field.effect')}: ${t(`packs.hazard.${effect}`)} ${amount ?? ''}`.trim()]
    : [];
}

/** Choice labels the built-in data words as messages: a pack's must be its owner's own words. */
function ownLabels(effects: readonly Effect[]): unknown[] {
  return effects.map((e) => {
    if (e.kind === 'choice')
      return {
        ...e,
        options: e.options.map((o) => ({
          label: typeof o.label === 'string' ? o.label : '',
          effects: ownLabels(o.effects),
        })),
      };
    if (e.kind === 'test') return { ...e, pass: ownLabels(e.pass), fail: ownLabels(e.fail) };
    if (e.kind === 'if')
      return { ...e, then: ownLabels(e.then), ...(e.else ? { else: ownLabels(e.else) } : {}) };
    return e;
  });
}

/**
 * A card field's built-in value, to start the owner's version from: effect data as the game has
 * it (choice labels left for the owner to word); never our text.
 */
export function builtInField(card: CardId, field: string): unknown {
  const entry = cardEntry(null, card) as unknown as Record<string, unknown>;
  const value = entry[field];
  if (field === 'text' || value === undefined) return undefined;
  if (field === 'keep') {
    const keep = value as { effects: Effect[] };
    return { ...keep, effects: ownLabels(keep.effects) };
  }
  return Array.isArray(value) ? ownLabels(value as Effect[]) : value;
}
