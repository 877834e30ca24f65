import type { Condition, Effect } from '../../../core';
import type { CardEffectEntry } from '../../../core';
import { i18n } from '../../../i18n/i18n';
import { oceanName, resourceName, upgradeName, motiveName } from '../events/eventNames';
import { coreValueText } from './renderCore';
import type { MotiveId, OceanId } from '../../../core/data';

const t = i18n.t as unknown as (key: string, options?: Record<string, unknown>) => string;

const signed = (n: number) => (n > 0 ? `+${n}` : n < 0 ? `−${-n}` : '0');
const list = (items: readonly string[]) => items.join(t('packs.words.or'));
const where = (w: string) =>
  w === 'nautilus'
    ? t('packs.words.nautilusOcean')
    : w === 'adventureDeck'
      ? t('packs.words.adventureDeck')
      : oceanName(w as OceanId);

/** A condition in words ("Notoriety at least 10", "not: the Nautilus is in …"). */
export function conditionWords(c: Condition): string {
  switch (c.kind) {
    case 'motive':
      return t('packs.cond.motive', {
        motives: list(c.motives.map((m) => motiveName(m as MotiveId))),
      });
    case 'act':
      return t('packs.cond.act', { acts: list(c.acts.map(String)) });
    case 'nautilusIn':
      return t('packs.cond.nautilusIn', { oceans: list(c.oceans.map(oceanName)) });
    case 'notoriety':
    case 'resource': {
      const what = c.kind === 'notoriety' ? t('packs.words.notoriety') : resourceName(c.resource);
      const parts = [
        c.atLeast !== undefined ? t('packs.cond.atLeast', { n: c.atLeast }) : null,
        c.atMost !== undefined ? t('packs.cond.atMost', { n: c.atMost }) : null,
      ].filter((p): p is string => p !== null);
      return t('packs.cond.track', { what, range: parts.join(t('packs.words.and')) });
    }
    case 'ap':
    case 'warshipsHere':
    case 'hiddenHere':
    case 'treasures':
      return t(`packs.cond.${c.kind}`, { n: c.atLeast });
    case 'landHere':
    case 'nadeenAboard':
      return t(`packs.cond.${c.kind}`);
    case 'hasUpgrade':
      return t('packs.cond.hasUpgrade', { upgrade: upgradeName(c.upgrade) });
    case 'not':
      return t('packs.cond.not', { cond: conditionWords(c.cond) });
  }
}

/** One effect in words, its branches included ("Test 8+: pass: …; fail: …"). */
export function effectWords(e: Effect): string {
  switch (e.kind) {
    case 'gain':
    case 'lose':
      return t(`packs.effect.${e.kind}`, { n: e.amount, resource: resourceName(e.resource) });
    case 'loseOneOf':
      return t('packs.effect.loseOneOf', {
        n: e.amount,
        resources: list(e.resources.map(resourceName)),
      });
    case 'notoriety':
    case 'ap':
    case 'testDrm':
      return t(`packs.effect.${e.kind}`, { n: signed(e.amount) });
    case 'drawTreasure':
    case 'discardTreasure':
    case 'placeUprising':
    case 'removeUprising':
    case 'removeHidden':
    case 'revealHidden':
    case 'flipWhite':
    case 'hits':
    case 'revealUpgrade':
    case 'imperialistGem':
      return t(`packs.effect.${e.kind}`, { n: e.amount });
    case 'characteristic':
      return t(
        e.amount >= 0 ? 'packs.effect.characteristicDraw' : 'packs.effect.characteristicDiscard',
        {
          n: Math.abs(e.amount),
        },
      );
    case 'gainUpgrade':
      return t('packs.effect.gainUpgrade', { n: signed(e.costModifier) });
    case 'gem':
    case 'placeHidden':
      return t(`packs.effect.${e.kind}`, { n: e.amount, where: where(e.where) });
    case 'removeShips':
      return t(e.warshipsOnly ? 'packs.effect.removeWarships' : 'packs.effect.removeShips', {
        n: e.amount,
      });
    case 'moveNautilus':
      return e.to === 'adjacent'
        ? t('packs.effect.moveAdjacent')
        : t('packs.effect.moveTo', { oceans: list(e.to.map(oceanName)) });
    case 'fightShip':
      return t('packs.effect.fightShip', { n: e.count });
    case 'addShips':
      return t('packs.effect.addShips', { group: e.group });
    case 'test':
      return t('packs.effect.test', {
        target: e.target,
        exert: e.exert.length ? list(e.exert.map(resourceName)) : t('packs.words.nothing'),
        pass: effectsWords(e.pass),
        fail: effectsWords(e.fail),
      });
    case 'choice':
      return t('packs.effect.choice', {
        options: e.options
          .map((o) =>
            t('packs.effect.option', {
              label: coreValueText(o.label),
              effects: effectsWords(o.effects),
            }),
          )
          .join(' / '),
      });
    case 'if':
      return e.else
        ? t('packs.effect.ifElse', {
            cond: conditionWords(e.cond),
            then: effectsWords(e.then),
            else: effectsWords(e.else),
          })
        : t('packs.effect.if', { cond: conditionWords(e.cond), then: effectsWords(e.then) });
    case 'nadeenAboard':
      return t('packs.effect.nadeenAboard', { n: e.characteristics });
    case 'filePile':
      return t(`packs.effect.file.${e.pile}`);
    case 'forcePass':
    case 'sacrificeCharacter':
    case 'reroll':
      return t(`packs.effect.${e.kind}`);
  }
}

/** A list of effects in words, in order; "nothing" for none. */
export function effectsWords(effects: readonly Effect[]): string {
  return effects.length
    ? effects.map(effectWords).join(t('packs.words.then'))
    : t('packs.words.nothing');
}

/** What a card's effect entry does, field by field, as the game runs it. */
export function entryWords(entry: Partial<CardEffectEntry>): string[] {
  const lines: string[] = [];
  if (entry.play) lines.push(t('packs.entry.play', { effects: effectsWords(entry.play) }));
  if (entry.pass) lines.push(t('packs.entry.pass', { effects: effectsWords(entry.pass) }));
  if (entry.fail) lines.push(t('packs.entry.fail', { effects: effectsWords(entry.fail) }));
  if (entry.keep)
    lines.push(
      t('packs.entry.keep', {
        when: entry.keep.when.map((w) => t(`packs.when.${w}`)).join(t('packs.words.or')),
        effects: effectsWords(entry.keep.effects),
      }) +
        (entry.keep.cond
          ? ` ${t('packs.entry.onlyIf', { cond: conditionWords(entry.keep.cond) })}`
          : ''),
    );
  if (entry.pile) lines.push(t(`packs.entry.pile.${entry.pile}`));
  if (entry.atEnd) lines.push(t(`packs.entry.atEnd.${entry.atEnd}`));
  return lines;
}
