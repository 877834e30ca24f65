import { describe, expect, test } from 'vitest';
import { englishValue } from '../../../src/core/text/renderEnglish';
import { huntDrm } from '../../../src/core/handlers/imperialistHandlers';
import { legalActions } from '../../../src/core/engine';
import { checkInvariants } from '../../../src/core/invariants';
import { scoreGame } from '../../../src/core/scoring';
import { SHIPS } from '../../../src/core/data/ships';
import { upgradeById } from '../../../src/core/content/lookup';
import { scenario } from '../../../src/core/scenario';
import type { GameState, ImperialistState } from '../../../src/core/types';
import type { UpgradeId } from '../../../src/core/data/types';
import { choose, decision, newGame } from '../testGame';
import { putShipAt, runFrame } from './positions';

function imp(state: GameState): ImperialistState {
  return state.imperialist as ImperialistState;
}

/** A Piracy versus game in the Imperialist Phase, the map empty, the Nautilus in the South Atlantic. */
function huntPosition(): GameState {
  const state = scenario({
    seed: 'hunt',
    motive: 'piracy',
    variant: 'versus',
    versusOptions: {},
    at: 'imperialistAction',
    emptyOceans: true,
    clearSquadrons: true,
    nautilus: 'southAtlantic',
  });
  state.oceans.southAtlantic.squadrons = ['blue'];
  return state;
}

describe('Piracy: Hidden Ships count as one Warship token for the Hunt (seed 000 §4, §7)', () => {
  // Seed 000 §4: "treat the presence of one or more Hidden Ship tokens in the Nautilus' Ocean as
  // one Warship token (total, not each) for all DRM purposes"; §7 Hunt: "-1 each per Warship token
  // in that Ocean (this includes each Squadron token)".
  test('one Squadron is −1; adding Hidden Ships makes it −2, however many there are', () => {
    const state = huntPosition();
    expect(huntDrm(state, 'southAtlantic')).toBe(-1);
    state.oceans.southAtlantic.slots[0] = -2;
    expect(huntDrm(state, 'southAtlantic')).toBe(-2);
    state.oceans.southAtlantic.slots[1] = -2;
    expect(huntDrm(state, 'southAtlantic')).toBe(-2);
  });

  test('under World Order Hidden Ships do not count', () => {
    const state = scenario({
      seed: 'hunt',
      motive: 'worldOrder',
      variant: 'versus',
      versusOptions: {},
      at: 'imperialistAction',
      emptyOceans: true,
      clearSquadrons: true,
      nautilus: 'southAtlantic',
    });
    state.oceans.southAtlantic.squadrons = ['blue'];
    state.oceans.southAtlantic.slots[0] = -2;
    expect(huntDrm(state, 'southAtlantic')).toBe(-1);
  });
});

describe('the Hunt counter-tactic gemstone on the Salvage track (seed 000 §7)', () => {
  // Seed 000 §7, Hunt PASS b.i: "Place another gemstone ... to an empty space on the Salvage
  // track. It is worth 1 Salvage Point while there".
  const enemy = SHIPS.findIndex((s) => s.group === 'A');

  test('a gemstone takes a space: with 3 ships and 1 gemstone a sunk ship cannot go to Salvage', () => {
    const state = huntPosition();
    state.salvage = SHIPS.map((_, i) => i)
      .filter((i) => i !== enemy && state.shipBag.includes(i))
      .slice(0, 3);
    state.shipBag = state.shipBag.filter((s) => !state.salvage.includes(s));
    imp(state).salvageGems = 1;
    state.gemSupply--;
    putShipAt(state, 'southAtlantic', 0, enemy);
    runFrame(state, { k: 'sinkChoice', ocean: 'southAtlantic', ship: enemy, mode: 'bold' });
    const d = decision(state);
    expect(d.kind).toBe('sinkAs');
    expect(d.options.some((a) => a.type === 'sinkAs' && a.as === 'salvage')).toBe(false);
    imp(state).salvageGems = 0;
    state.gemSupply++;
    expect(
      legalActions(state, 'nautilus').some((a) => a.type === 'sinkAs' && a.as === 'salvage'),
    ).toBe(true);
  });

  test('a full track (4 ships) offers no counter-tactic gemstone', () => {
    const state = huntPosition();
    state.salvage = state.shipBag.slice(0, 4);
    state.shipBag = state.shipBag.slice(4);
    runFrame(state, { k: 'huntOutcome', ocean: 'southAtlantic', stage: 'counter' });
    const d = decision(state);
    expect(d.kind).toBe('huntCounter');
    expect(d.options.some((a) => a.type === 'huntCounter' && a.choice === 'salvageGem')).toBe(
      false,
    );
  });

  test('Refit counts the gemstones as Salvage Points and pays with them (back to the supply)', () => {
    const state = scenario({
      seed: 'hunt',
      motive: 'piracy',
      variant: 'versus',
      versusOptions: {},
      at: 'action',
      emptyOceans: true,
    });
    const upgrade = state.upgradeDisplay[0] as UpgradeId;
    const cost = upgradeById(upgrade).cost;
    state.salvage = [];
    imp(state).salvageGems = cost;
    state.gemSupply -= cost;
    const supply = state.gemSupply;
    state.ap = 5;
    expect(legalActions(state, 'nautilus')).toContainEqual({ type: 'act', action: 'refit' });
    runFrame(state, { k: 'refitChoice', costModifier: 0 });
    choose(state, (a) => a.type === 'buyUpgrade' && a.upgrade === upgrade);
    expect(state.upgradesEquipped).toContain(upgrade);
    expect(imp(state).salvageGems).toBe(0);
    expect(state.gemSupply).toBe(supply + cost);
    expect(checkInvariants(state)).toEqual([]);
  });
});

describe('Humanist: a ship with no nationality adds none (seed 001)', () => {
  // Seed 001 End of the Game, Humanist: "Gain 1 VP for each different Nationality amongst the
  // upside down ships on your Tonnage Track."
  test('the Sea Serpent upside down beside a British ship scores 1 Nationality, not 2', () => {
    const state = newGame({ motive: 'humanist' });
    const serpent = SHIPS.findIndex((s) => s.front.name === 'Sea Serpent');
    const british = SHIPS.findIndex((s) => s.group !== 'A' && s.front.nation === 'British');
    expect(serpent).toBeGreaterThanOrEqual(0);
    state.tonnage.northAtlantic = [
      { ship: serpent, upsideDown: true },
      { ship: british, upsideDown: true },
    ];
    const line = scoreGame(state).lines.find(
      (l) => englishValue(l.label) === 'Humanist: nationalities spared',
    );
    expect(line?.scored).toBe(1);
  });
});
