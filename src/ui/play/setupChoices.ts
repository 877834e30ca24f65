import type { DifficultyAspects, OptionalRules, VersusOptions } from '../../core';
import { createElement } from 'react';
import { Trans } from 'react-i18next';
import { i18n } from '../../i18n/i18n';

interface Choice<K extends string> {
  key: K;
  /** In the current language, read when drawn. */
  readonly label: string;
  readonly line: string;
}

/** A choice whose label and line are looked up in the current language each time they are read. */
function choice<K extends string>(
  key: K,
  base: 'setup.aspect' | 'setup.optional' | 'setup.versus',
): Choice<K> {
  return {
    key,
    get label() {
      return i18n.t(`${base}.${key}.label` as 'setup.aspect.hiddenShips.label');
    },
    get line() {
      return i18n.t(`${base}.${key}.line` as 'setup.aspect.hiddenShips.line');
    },
  };
}

/** Each difficulty aspect and what Easy, Normal and Hard change (seed 001 Setup). */
export const ASPECTS: Choice<keyof DifficultyAspects>[] = (
  [
    'hiddenShips',
    'shipGroups',
    'actionPoints',
    'adventureGems',
    'officerAttributes',
    'deadlySeas',
  ] as const
).map((key) => choice(key, 'setup.aspect'));

/** Each optional rule and what it does, in a line. */
export const OPTIONAL_RULES: Choice<keyof OptionalRules>[] = (
  ['officerAttributes', 'deadlySeas', 'journeysEndUpgrades', 'journeysEndVictoryLevels'] as const
).map((key) => choice(key, 'setup.optional'));

/** Nadeen's line as an element, so it follows the current language wherever it is drawn. */
export const NADEEN_LINE = createElement(Trans, { i18nKey: 'setup.nadeen' });

/** The Imperialist variant's options, in a line each (seed 000 §7). */
export const VERSUS_TOGGLES: Choice<
  keyof Pick<VersusOptions, 'airship' | 'seaSerpent' | 'chezEmrich'>
>[] = (['airship', 'seaSerpent', 'chezEmrich'] as const).map((key) => choice(key, 'setup.versus'));
