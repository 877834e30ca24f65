import { CARD_EFFECTS, type RollPreview } from '../../core';
import { i18n, itemText } from '../../i18n/i18n';
import { resourceName } from './events/eventNames';
import { coreValueText } from './words/renderCore';
import { effectsWords } from './words/effectWords';

const percent = (chance: number) => `${Math.round(chance * 100)}%`;

/** What is rolled for: the card, the Action table, or the attack and its target. */
export function rollSubject(preview: RollPreview): string {
  if (preview.kind !== 'attack') return coreValueText(preview.what);
  return i18n.t('decisions.preview.attackOn', { target: coreValueText(preview.what) });
}

/** "Need 9 on 2d6 +1 (Stalk) → 28% · exert Nemo +2 → 58% · …" in the current language. */
export function rollNeedLine(preview: RollPreview): string {
  const modifiers = preview.modifiers
    .map((m) =>
      i18n.t('decisions.preview.modifier', {
        amount: `${m.amount > 0 ? '+' : '−'}${Math.abs(m.amount)}`,
        reason: coreValueText(m.reason),
      }),
    )
    .join(' ');
  const need = i18n.t('decisions.preview.need', {
    target: preview.target,
    modifiers: modifiers ? ` ${modifiers}` : '',
    chance: percent(preview.chance),
  });
  const exert = preview.exert.map((e) =>
    i18n.t('decisions.preview.exert', {
      resources: e.resources.map(resourceName).join(i18n.t('decisions.preview.and')),
      drm: e.drm,
      chance: percent(e.chance),
    }),
  );
  return [need, ...exert].join(' · ');
}

/**
 * A card's test text split at its "Pass:" and "Fail:" markers (in the current language), so the
 * preview's own "Pass:" and "Fail:" lines each show their half; null when the text has no markers.
 */
function cardHalves(preview: RollPreview): { pass: string; fail: string } | null {
  if (preview.kind !== 'card' || !preview.card) return null;
  const english = preview.cardText ?? '';
  // A content pack's own text has no translation: it stays as written.
  const halves =
    english === CARD_EFFECTS[preview.card]?.text
      ? cardTextHalves(preview.card, english)
      : textHalves(english);
  if (!preview.packPass && !preview.packFail) return halves;
  // The pack's own effects, as the game runs them, where its text does not say them.
  return {
    pass: preview.packPass
      ? effectsWords(preview.packPass)
      : (halves?.pass ?? i18n.t('decisions.preview.cardPass')),
    fail: preview.packFail
      ? effectsWords(preview.packFail)
      : (halves?.fail ?? i18n.t('packs.previewFail')),
  };
}

/** A card's text (by id, in the current language) split at its "Pass:" and "Fail:" markers. */
export function cardTextHalves(
  card: string,
  english: string,
): { pass: string; fail: string } | null {
  return textHalves(itemText(card, english));
}

/** A text split at the current language's "Pass:" and "Fail:" markers; null without them. */
function textHalves(text: string): { pass: string; fail: string } | null {
  const passMark = i18n.t('decisions.preview.passMarker');
  const failMark = i18n.t('decisions.preview.failMarker');
  const p = text.indexOf(passMark);
  const f = text.indexOf(failMark);
  if (p < 0 || f < p) return null;
  return {
    pass: text.slice(p + passMark.length, f).trim(),
    fail: text.slice(f + failMark.length).trim(),
  };
}

/** What a pass does. */
export function rollPassText(preview: RollPreview): string {
  switch (preview.kind) {
    case 'action':
      return i18n.t('decisions.preview.tablePass', { table: coreValueText(preview.what) });
    case 'card':
      return cardHalves(preview)?.pass ?? i18n.t('decisions.preview.cardPass');
    case 'effect':
      return i18n.t('decisions.preview.effectPass');
    case 'attack':
      return i18n.t('decisions.preview.attackPass');
  }
}

/** What exerted resources cost on a failure. */
export const exertLossText = (): string => i18n.t('decisions.preview.failExert');

/** What a failure does, exerted resources included. */
export function rollFailText(preview: RollPreview): string {
  const exert = exertLossText();
  const card = cardHalves(preview);
  if (card) return i18n.t('decisions.preview.cardFail', { result: card.fail, exert });
  return preview.kind === 'attack'
    ? i18n.t('decisions.preview.attackFail', { exert })
    : i18n.t('decisions.preview.failResult', { exert });
}
