import { imperialistDecision, imperialistOf } from './FrameHandler';
import { SALVAGE_BOX_SIZE } from '../data/tracks';
import { type OceanId, OCEAN_IDS } from '../data/types';
import type { GameState, Action, Decision, GemPlace } from '../types';
import { isWarship, salvageSpacesTaken } from '../board';
import { msg } from '../data/coreText';

// The Hunt's choices (seed 000 §7): the gemstone the Nautilus gives, its counter, the benefit.

/** Where the Nautilus player can take a gemstone from: anywhere but the Imperialist Tableau. */
function gemSources(state: GameState): GemPlace[] {
  const out: GemPlace[] = [];
  if (state.gemSupply > 0) out.push('supply');
  if (state.adventureGems > 0) out.push('adventureDeck');
  for (const o of OCEAN_IDS) if (state.oceans[o].gems > 0) out.push(o);
  if (imperialistOf(state).salvageGems > 0) out.push('salvage');
  return out;
}

export function takeGem(state: GameState, from: GemPlace): void {
  if (from === 'supply') state.gemSupply--;
  else if (from === 'adventureDeck') state.adventureGems--;
  else if (from === 'salvage') imperialistOf(state).salvageGems--;
  else state.oceans[from as OceanId].gems--;
}

export function huntOptions(
  state: GameState,
  frame: { ocean: OceanId; stage: 'give' | 'counter' | 'benefit' },
): Decision | null {
  if (frame.stage === 'give') {
    const sources = gemSources(state);
    if (sources.length === 0) return null;
    return {
      seat: 'nautilus',
      kind: 'huntGive',
      prompt: msg('prompt.huntGive'),
      rule: msg('rule.huntGive'),
      options: sources.map((from) => ({ type: 'giveGem' as const, from })),
    };
  }
  if (frame.stage === 'counter') {
    const options: Action[] = [];
    const salvageFree = salvageSpacesTaken(state) < SALVAGE_BOX_SIZE;
    if (salvageFree)
      // "as desired": the player picks the gemstone's source (seed 000 §7).
      for (const from of gemSources(state).filter((f) => f !== 'salvage'))
        options.push({ type: 'huntCounter', choice: 'salvageGem', from });
    if (state.upgradeDeck.length > 0)
      for (const u of state.upgradeDisplay)
        options.push({ type: 'huntCounter', choice: 'swapUpgrade', upgrade: u });
    if (options.length === 0) return null;
    return {
      seat: 'nautilus',
      kind: 'huntCounter',
      prompt: msg('prompt.huntCounter'),
      rule: msg('rule.huntCounter'),
      options,
    };
  }
  const options: Action[] = [{ type: 'huntBenefit', choice: 'hit' }];
  state.oceans[frame.ocean].slots.forEach((v, slot) => {
    if (v >= 0 && isWarship(state, v))
      options.push({ type: 'huntBenefit', choice: 'battle', slot });
  });
  for (const squadron of state.oceans[frame.ocean].squadrons)
    options.push({ type: 'huntBenefit', choice: 'battle', squadron });
  return imperialistDecision(
    'huntBenefit',
    msg('prompt.huntBenefit'),
    msg('rule.huntBenefit'),
    options,
  );
}
