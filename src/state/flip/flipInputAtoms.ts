import { i18n } from '../../i18n/i18n';
import { atom } from 'jotai';
import {
  flipDecisionAtom,
  flipDispatchAtom,
  flipHoverAtom,
  flipLatestStateAtom,
  flipMessageAtom,
  flipSelectedTargetAtom,
} from './flipAtoms';
import { buildFlipChoices, type FlipChoice } from './flipChoices';
import { sameTarget, type FlipTarget } from './flipTarget';

/** Every choice of the decision now (legal ones first), or none while events play. */
export const flipChoicesAtom = atom<FlipChoice[]>((get) => {
  const decision = get(flipDecisionAtom);
  const state = get(flipLatestStateAtom);
  if (!decision || !state) return [];
  return buildFlipChoices(state, decision);
});

/** Table targets that answer the decision now (they glow on the sheet or the cards). */
export const flipLegalTargetsAtom = atom<FlipTarget[]>((get) => {
  const out: FlipTarget[] = [];
  for (const c of get(flipChoicesAtom)) {
    if (c.action && c.target && !out.some((t) => sameTarget(t, c.target))) out.push(c.target);
  }
  return out;
});

/** Whether the player (not a bot) may click the table now. */
export const flipInputEnabledAtom = atom(true);

/**
 * A click on the table: one legal choice there is taken at once; several narrow the decision
 * panel to them; an illegal target explains why.
 */
export const flipClickTargetAtom = atom(null, (get, set, target: FlipTarget) => {
  if (!get(flipInputEnabledAtom)) return;
  const here = get(flipChoicesAtom).filter((c) => sameTarget(c.target, target));
  const legal = here.filter((c) => c.action);
  if (legal.length === 1 && legal[0]?.action) {
    set(flipDispatchAtom, legal[0].action);
  } else if (legal.length > 1) {
    set(flipSelectedTargetAtom, target);
  } else if (here[0]?.reason) {
    set(flipMessageAtom, { kind: 'error', text: here[0].reason });
  }
});

/** The pointer moved over a table target (or off it): show what a click would do, or why not. */
export const flipHoverTargetAtom = atom(null, (get, set, target: FlipTarget | null) => {
  const current = get(flipHoverAtom);
  if (!target) {
    if (current) set(flipHoverAtom, null);
    return;
  }
  if (current && sameTarget(current.target, target)) return;
  const here = get(flipChoicesAtom).filter((c) => sameTarget(c.target, target));
  const legal = here.filter((c) => c.action);
  const text =
    legal.length === 1
      ? i18n.t('flip.hover.click', { label: legal[0]!.label })
      : legal.length > 1
        ? i18n.t('flip.hover.choose', { count: legal.length })
        : (here[0]?.reason ?? '');
  set(flipHoverAtom, text ? { target, text, legal: legal.length > 0 } : null);
});
