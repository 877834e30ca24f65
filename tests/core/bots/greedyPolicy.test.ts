import { describe, expect, test } from 'vitest';
import { chooseGreedy } from '../../../src/core/bots/greedyPolicy';
import { applyActionInPlace, currentDecision } from '../../../src/core/engine';
import { seedRng } from '../../../src/core/rng';
import { isWhiteToken } from '../../../src/core/board';
import { SHIPS } from '../../../src/core/data/ships';
import { OCEAN_IDS, type OceanId } from '../../../src/core/data/types';
import { MOTIVES } from '../../../src/core/data/motives';
import type { Action, GameState } from '../../../src/core/types';
import { actionPhaseAt, decision, forceDice, newGame } from '../testGame';

const rng = () => seedRng('bot-test');

/** A White ship from the bag (Defense 8 unless `anyDefense`), taken out of the bag. */
function takeWhite(state: GameState, anyDefense = false): number {
  const ship = state.shipBag.find(
    (s) => isWhiteToken(s) && (anyDefense || SHIPS[s]?.front.defense === 8),
  );
  if (ship === undefined) throw new Error('no such White ship in the bag');
  state.shipBag.splice(state.shipBag.indexOf(ship), 1);
  state.shipFace[ship] = 0;
  return ship;
}

/** Empties every Ocean, then puts `ship` alone in `ocean`. */
function onlyShip(state: GameState, ocean: OceanId, ship: number): void {
  for (const o of OCEAN_IDS) state.oceans[o].slots = state.oceans[o].slots.map(() => -1);
  state.oceans[ocean].slots[0] = ship;
}

function pick(state: GameState): Action {
  const d = currentDecision(state);
  if (!d) throw new Error('no decision');
  return chooseGreedy(state, d, rng());
}

describe('greedy bot', () => {
  test('attacks a White ship in its Ocean instead of ending the Action Phase', () => {
    const state = newGame();
    actionPhaseAt(state, 'northAtlantic');
    onlyShip(state, 'northAtlantic', takeWhite(state));
    state.ap = 2;
    const action = pick(state);
    expect(action).toMatchObject({ type: 'act', action: 'attack', slot: 0 });
  });

  test('sails toward an Ocean with a target when its own Ocean is empty', () => {
    const state = newGame();
    actionPhaseAt(state, 'northAtlantic');
    onlyShip(state, 'southAtlantic', takeWhite(state));
    state.oceans.northAtlantic.gems = 0;
    state.ap = 3;
    expect(pick(state)).toEqual({ type: 'act', action: 'move', ocean: 'southAtlantic' });
  });

  test('exerts Crew for an attack while the Crew is fresh, but not Nemo, and not a Crew near the red space', () => {
    const state = newGame();
    actionPhaseAt(state, 'northAtlantic');
    onlyShip(state, 'northAtlantic', takeWhite(state));
    state.ap = 2;
    state.resources = { nemo: 6, crew: 10, hull: 10 };
    applyActionInPlace(state, { type: 'act', action: 'attack', slot: 0, attack: 'stalk' });
    expect(decision(state).kind).toBe('attackCommit');
    expect(pick(state)).toMatchObject({ type: 'commitTest', exert: ['crew'] });

    state.resources = { nemo: 6, crew: 2, hull: 10 };
    const tired = pick(state);
    expect(tired.type === 'commitTest' && tired.exert).not.toContain('crew');
    expect(tired.type === 'commitTest' && tired.exert).not.toContain('nemo');
  });

  test('keeps a sunk ship as Salvage when a strong Upgrade waits in the display, otherwise as Tonnage', () => {
    for (const [display, expected] of [
      [['steamTorpedoes'], 'salvage'],
      [['arcaneLibrary'], 'tonnage'],
    ] as const) {
      const state = newGame();
      actionPhaseAt(state, 'northAtlantic');
      onlyShip(state, 'northAtlantic', takeWhite(state));
      state.ap = 2;
      state.upgradeDisplay = [...display];
      state.salvage = [];
      applyActionInPlace(state, { type: 'act', action: 'attack', slot: 0, attack: 'stalk' });
      forceDice(state, 6, 6);
      applyActionInPlace(state, { type: 'commitTest', exert: [], treasure: null });
      expect(decision(state).kind).toBe('sinkAs');
      expect(pick(state)).toMatchObject({ type: 'sinkAs', as: expected });
    }
  });

  test('under Humanist takes the Notoriety of a Lull Uprising while far from Pariah, and gives up the cube when close', () => {
    const pariah = MOTIVES.humanist.pariah ?? 0;
    for (const [notoriety, expected] of [
      [5, 'notoriety'],
      [pariah - 3, 'removeCube'],
    ] as const) {
      const state = newGame({ motive: 'humanist' });
      actionPhaseAt(state, 'northAtlantic');
      state.phase = 'placement';
      state.notoriety = notoriety;
      state.lands.mexicanIndependence = 'cube';
      state.stack.push({
        k: 'uprisingCheck',
        oceans: [],
        pending: { ocean: 'northAtlantic', roll: 2 },
      });
      expect(decision(state).kind).toBe('uprising');
      expect(pick(state)).toEqual({ type: 'uprisingChoice', choice: expected });
    }
  });
});

describe('greedy bot placement', () => {
  test('flips a White ship where the dice regions have the most room left', () => {
    const state = newGame();
    actionPhaseAt(state, 'southPacific');
    for (const o of OCEAN_IDS) state.oceans[o].slots = state.oceans[o].slots.map(() => -1);
    const gray = () => {
      const ship = takeWhite(state, true);
      state.shipFace[ship] = 1;
      return ship;
    };
    // The South Atlantic, Arctic, Pacific Coast and Cape Horn are packed with Warships, so the
    // dice regions around the North Atlantic and the European Seas have little room left...
    for (const o of ['southAtlantic', 'arcticOcean', 'pacificCoast', 'capeHorn'] as const)
      state.oceans[o].slots = state.oceans[o].slots.map(gray);
    // ...while each of the three Oceans die 5 can reach holds one White ship.
    state.oceans.indianOcean.slots[0] = takeWhite(state, true);
    state.oceans.europeanSeas.slots[0] = takeWhite(state, true);
    state.oceans.northAtlantic.slots[0] = takeWhite(state, true);
    state.stack.push({ k: 'placeShip', die: 5, stage: 'flip', ship: null });
    expect(decision(state).kind).toBe('place.flip');
    expect(pick(state)).toMatchObject({ type: 'chooseSlot', ocean: 'indianOcean' });
  });
});

describe('greedy bot games', () => {
  test('survives to the Finale in most seeded Science games at Normal (1 in 100 did before it planned)', () => {
    let finales = 0;
    for (let g = 0; g < 30; g++) {
      const state = newGame({ seed: `finale:${g}`, motive: 'science' });
      const policy = seedRng(`policy:${g}`);
      for (let steps = 0; !state.result && steps < 20_000; steps++)
        applyActionInPlace(state, chooseGreedy(state, decision(state), policy));
      if (state.result?.score) finales++;
    }
    expect(finales).toBeGreaterThanOrEqual(12);
  });
});

describe('greedy bot: paying an exertion loss (seed 001 Tests: an Upgrade satisfies 1 loss)', () => {
  function lossDecision(crew: number): GameState {
    const state = newGame({ seed: 'loss-bot' });
    actionPhaseAt(state, 'northAtlantic');
    state.resources.crew = crew;
    state.upgradesEquipped.push('steamTorpedoes');
    state.upgradeDisplay = state.upgradeDisplay.filter((u) => u !== 'steamTorpedoes');
    state.upgradeDeck = state.upgradeDeck.filter((u) => u !== 'steamTorpedoes');
    state.stack.push({ k: 'loss', resources: ['crew'], amount: 1, why: 'exerted for a test' });
    return state;
  }

  test('keeps a valuable Upgrade while Crew is plentiful', () => {
    const state = lossDecision(6);
    expect(chooseGreedy(state, decision(state), rng())).toEqual({
      type: 'loseResource',
      resource: 'crew',
    });
  });

  test('discards the Upgrade rather than lose the last Crew', () => {
    const state = lossDecision(1);
    expect(chooseGreedy(state, decision(state), rng())).toEqual({
      type: 'discardUpgradeForLoss',
      upgrade: 'steamTorpedoes',
    });
  });
});
