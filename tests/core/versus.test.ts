import { describe, expect, test } from 'vitest';
import { englishValue } from '../../src/core/text/renderEnglish';
import { createGame, defaultSetup } from '../../src/core/createGame';
import { applyActionInPlace, currentDecision, legalActions } from '../../src/core/engine';
import { imperialistNeighbours } from '../../src/core/versus/imperialistMap';
import { huntDrm } from '../../src/core/handlers/imperialistHandlers';
import { finishGame } from '../../src/core/finishGame';
import { scoreGame } from '../../src/core/scoring';
import { VERSUS_HANDICAP, handicappedLevel } from '../../src/core/data/victory';
import { checkInvariants } from '../../src/core/invariants';
import { seedRng } from '../../src/core/rng';
import { chooseImperialist } from '../../src/core/bots/imperialistPolicy';
import { msg } from '../../src/core/data/coreText';
import { chooseGreedy } from '../../src/core/bots/greedyPolicy';
import type { Action, GameEvent, GameState, VersusOptions } from '../../src/core/types';
import { emptyOceans, scenario } from '../../src/core/scenario';
import { choose, decision, eventsOf, forceDice, playUntil } from './testGame';

function versusGame(seed = 'vs', versus?: Partial<VersusOptions>): GameState {
  return scenario({
    seed,
    motive: 'piracy',
    variant: 'versus',
    ...(versus ? { versusOptions: versus } : {}),
  });
}

function atImperialistActions(seed = 'vs'): GameState {
  const state = versusGame(seed);
  playUntil(state, 'imperialistAction');
  return state;
}

function imperialistOptions(
  state: GameState,
  action: string,
): Extract<Action, { type: 'imperialist' }>[] {
  return legalActions(state, 'imperialist').filter(
    (o): o is Extract<Action, { type: 'imperialist' }> =>
      o.type === 'imperialist' && o.action === action,
  );
}

describe('versus setup (seed 000 §7 "Setting Up the Versus Game")', () => {
  test('Stern Motives only', () => {
    expect(() => createGame(defaultSetup({ motive: 'science', variant: 'versus' }))).toThrow(
      /Stern Motive only/,
    );
  });

  test('the Versus card starts in the Nautilus tableau and the Imperialist AP marker on 1', () => {
    const state = versusGame();
    expect(state.keepCards).toContain('VS1');
    expect(state.imperialist).toMatchObject({ ap: 1, gems: 0, tableau: [] });
  });
});

describe('the Imperialist Phase (seed 000 §7)', () => {
  test('AP = saved (max 1) + Act + gemstones committed last turn, at most 5; committed gems return to stock', () => {
    const state = atImperialistActions();
    expect(state.imperialist?.ap).toBe(1 + 1);
    const im = state.imperialist as NonNullable<GameState['imperialist']>;
    // Next turn: pretend 3 gems were committed, 3 AP left over, Act 2.
    choose(state, (a) => a.type === 'endImperialistPhase');
    im.ap = 3;
    im.committed = 3;
    state.act = 2;
    const supply = state.gemSupply;
    playUntil(state, 'imperialistAction');
    expect(im.ap).toBe(Math.min(5, 1 + 2 + 3));
    expect(state.gemSupply).toBeGreaterThanOrEqual(supply + 3 - 2);
  });

  test('gemstones in the tableau can be committed for next turn', () => {
    const state = versusGame('commit');
    playUntil(state, 'imperialistAction');
    choose(state, (a) => a.type === 'endImperialistPhase');
    const im = state.imperialist as NonNullable<GameState['imperialist']>;
    im.gems = 2;
    state.gemSupply -= 2;
    const d = playUntil(state, 'commitGems');
    expect(d.seat).toBe('imperialist');
    expect(d.options).toHaveLength(3);
    choose(state, (a) => a.type === 'commitGems' && a.count === 2);
    expect(im).toMatchObject({ gems: 0, committed: 2 });
    expect(checkInvariants(state)).toEqual([]);
  });
});

describe('Imperialist actions (seed 000 §7)', () => {
  test('Move: a Warship moves to an open space in an adjacent connected Ocean (1 IAP)', () => {
    const state = atImperialistActions();
    emptyOceans(state, true);
    state.oceans.northAtlantic.slots[0] = 30;
    state.shipBag = state.shipBag.filter((s) => s !== 30);
    const moves = imperialistOptions(state, 'move');
    expect(moves.map((m) => m.to).sort()).toEqual(['arcticOcean', 'europeanSeas', 'southAtlantic']);
    const ap = state.imperialist?.ap ?? 0;
    applyActionInPlace(state, moves.find((m) => m.to === 'europeanSeas') as Action);
    expect(state.oceans.europeanSeas.slots).toContain(30);
    expect(state.oceans.northAtlantic.slots).not.toContain(30);
    expect(state.imperialist?.ap).toBe(ap - 1);
  });

  test('non-warships cannot be moved or thimble-rigged', () => {
    const state = atImperialistActions();
    emptyOceans(state, true);
    state.oceans.northAtlantic.slots[0] = 0;
    state.shipFace[0] = 0;
    state.shipBag = state.shipBag.filter((s) => s !== 0);
    expect(imperialistOptions(state, 'move')).toHaveLength(0);
    expect(imperialistOptions(state, 'thimbleRig')).toHaveLength(0);
  });

  test('Thimble-Rig swaps a Warship and a Hidden Ship between adjacent Oceans', () => {
    const state = atImperialistActions();
    emptyOceans(state, true);
    state.oceans.northAtlantic.slots[0] = 30;
    state.oceans.europeanSeas.slots[1] = -2;
    state.shipBag = state.shipBag.filter((s) => s !== 30);
    const rig = imperialistOptions(state, 'thimbleRig').find(
      (o) => o.to === 'europeanSeas' || o.ocean === 'europeanSeas',
    );
    expect(rig).toBeDefined();
    applyActionInPlace(state, rig as Action);
    expect(state.oceans.europeanSeas.slots[1]).toBe(30);
    expect(state.oceans.northAtlantic.slots[0]).toBe(-2);
  });

  test('Obscure returns a revealed ship to the bag and leaves a Hidden Ship (1 IAP)', () => {
    const state = atImperialistActions();
    emptyOceans(state, true);
    state.oceans.southAtlantic.slots[0] = 5;
    state.shipBag = state.shipBag.filter((s) => s !== 5);
    applyActionInPlace(state, imperialistOptions(state, 'obscure')[0] as Action);
    expect(state.oceans.southAtlantic.slots[0]).toBe(-2);
    expect(state.shipBag).toContain(5);
  });

  test('Convert flips a revealed ship for 2 IAP', () => {
    const state = atImperialistActions();
    emptyOceans(state, true);
    state.oceans.southAtlantic.slots[0] = 5;
    state.shipFace[5] = 0;
    state.shipBag = state.shipBag.filter((s) => s !== 5);
    const ap = state.imperialist?.ap ?? 0;
    applyActionInPlace(state, imperialistOptions(state, 'convert')[0] as Action);
    expect(state.shipFace[5]).toBe(1);
    expect(state.imperialist?.ap).toBe(ap - 2);
  });

  test('Apply Pressure lowers a reinforcement group by one space; reaching Notoriety releases it with its Squadron', () => {
    const state = atImperialistActions();
    const blue = state.shipStacks.find((s) => s.group === 'D');
    expect(blue?.at).toBe(14);
    state.notoriety = 13;
    state.imperialist = { ...(state.imperialist as NonNullable<GameState['imperialist']>), ap: 2 };
    applyActionInPlace(
      state,
      imperialistOptions(state, 'applyPressure').find((o) => o.group === 'D') as Action,
    );
    expect(blue?.at).toBe(13);
    expect(blue?.ids).toHaveLength(0);
    expect(state.imperialist?.tableau).toEqual(['blue']);
  });

  test('Place Squadron puts it in the Major Ocean of a 1d6 roll; Move Squadron follows connections', () => {
    const state = atImperialistActions();
    (state.imperialist as NonNullable<GameState['imperialist']>).tableau = ['green'];
    forceDice(state, 3);
    applyActionInPlace(state, imperialistOptions(state, 'placeSquadron')[0] as Action);
    expect(state.oceans.northAtlantic.squadrons).toEqual(['green']);
    const moves = imperialistOptions(state, 'moveSquadron')
      .map((m) => m.to)
      .sort();
    expect(moves).toEqual(['arcticOcean', 'europeanSeas', 'southAtlantic']);
  });

  test('a Squadron counts as a revealed Warship: −1 on tests in its Ocean', () => {
    const state = atImperialistActions();
    emptyOceans(state, true);
    state.nautilus = 'southAtlantic';
    state.oceans.southAtlantic.squadrons = ['blue'];
    expect(huntDrm(state, 'southAtlantic')).toBe(-1);
  });
});

describe('Hunt the Nautilus (seed 000 §7)', () => {
  function huntPosition(): GameState {
    const state = atImperialistActions('hunt');
    emptyOceans(state, true);
    state.nautilus = 'southAtlantic';
    state.oceans.southAtlantic.squadrons = ['blue'];
    (state.imperialist as NonNullable<GameState['imperialist']>).ap = 4;
    return state;
  }

  test("needs a Squadron in the Nautilus' Ocean and costs 2", () => {
    const state = huntPosition();
    expect(imperialistOptions(state, 'hunt')).toHaveLength(1);
    state.oceans.southAtlantic.squadrons = [];
    state.oceans.northAtlantic.squadrons = ['blue'];
    expect(imperialistOptions(state, 'hunt')).toHaveLength(0);
  });

  test('DRMs: +1 for Hydro Drive, Periscope Device, Crystalline Sensors; −1 per Warship incl. Squadrons', () => {
    const state = huntPosition();
    state.upgradesEquipped = ['hydroDrive', 'periscopeDevice'];
    state.oceans.southAtlantic.slots[0] = 30;
    expect(huntDrm(state, 'southAtlantic')).toBe(2 - 2);
  });

  test('a roll equal to the target fails (the Imperialist must roll under 7)', () => {
    const state = huntPosition();
    forceDice(state, 4, 4);
    const events = applyActionInPlace(state, imperialistOptions(state, 'hunt')[0] as Action);
    const test = eventsOf(events, 'ImperialistTest')[0];
    expect(test?.total).toBe(7);
    expect(test?.passed).toBe(false);
    expect(decision(state).kind).toBe('imperialistAction');
  });

  test('PASS: a gemstone to the Imperialist, counter-tactics for the Nautilus, then a random Hit', () => {
    const state = huntPosition();
    forceDice(state, 2, 3);
    applyActionInPlace(state, imperialistOptions(state, 'hunt')[0] as Action);
    let d = decision(state);
    expect(d).toMatchObject({ seat: 'nautilus', kind: 'huntGive' });
    choose(state, (a) => a.type === 'giveGem' && a.from === 'supply');
    expect(state.imperialist?.gems).toBe(1);
    d = decision(state);
    expect(d.kind).toBe('huntCounter');
    choose(state, (a) => a.type === 'huntCounter' && a.choice === 'salvageGem');
    expect(state.imperialist?.salvageGems).toBe(1);
    d = decision(state);
    expect(d).toMatchObject({ seat: 'imperialist', kind: 'huntBenefit' });
    forceDice(state, 5);
    const hull = state.resources.hull;
    const events = choose(state, (a) => a.type === 'huntBenefit' && a.choice === 'hit');
    if (decision(state).kind === 'hit') events.push(...choose(state, (a) => a.type === 'takeHit'));
    expect(eventsOf(events, 'HitTaken')[0]?.resource).toBe('hull');
    expect(state.resources.hull).toBe(hull - 1);
    expect(checkInvariants(state)).toEqual([]);
  });

  test('PASS, battle: the Squadron fires, then a free Bold Attack that sinks it sends it back to the tableau without Notoriety', () => {
    const state = huntPosition();
    forceDice(state, 2, 3);
    applyActionInPlace(state, imperialistOptions(state, 'hunt')[0] as Action);
    choose(state, (a) => a.type === 'giveGem');
    choose(state, (a) => a.type === 'huntCounter');
    const notoriety = state.notoriety;
    forceDice(state, 6, 6, 6, 6);
    choose(
      state,
      (a) => a.type === 'huntBenefit' && a.choice === 'battle' && a.squadron === 'blue',
    );
    choose(state, (a) => a.type === 'commitTest' && a.exert.length === 0);
    expect(state.oceans.southAtlantic.squadrons).toEqual([]);
    expect(state.imperialist?.tableau).toContain('blue');
    expect(state.notoriety).toBe(notoriety);
  });

  test('Chez Emrich house rule: the third failure in a row becomes a success', () => {
    const state = versusGame('emrich', { chezEmrich: true });
    playUntil(state, 'imperialistAction');
    emptyOceans(state, true);
    state.nautilus = 'southAtlantic';
    state.oceans.southAtlantic.squadrons = ['blue'];
    const im = state.imperialist as NonNullable<GameState['imperialist']>;
    im.ap = 5;
    im.failStreak = 2;
    forceDice(state, 6, 6);
    const events = applyActionInPlace(state, imperialistOptions(state, 'hunt')[0] as Action);
    expect(eventsOf(events, 'ImperialistTest')[0]?.passed).toBe(true);
  });
});

describe('Crush Dissent (designed: roll-under 8, −1 per Squadron there)', () => {
  test("removes an Uprising cube from a Land of the Squadron's Ocean on a pass", () => {
    const state = atImperialistActions('crush');
    emptyOceans(state, true);
    state.oceans.northAtlantic.squadrons = ['green'];
    state.lands.mexicanIndependence = 'cube';
    state.cubesAvailable -= 1;
    (state.imperialist as NonNullable<GameState['imperialist']>).ap = 2;
    forceDice(state, 3, 3);
    applyActionInPlace(state, imperialistOptions(state, 'crushDissent')[0] as Action);
    expect(state.lands.mexicanIndependence).toBeNull();
    expect(state.cubesAvailable).toBe(10);
  });
});

describe('Imperialist map changes (seed 000 §7)', () => {
  test('Arctic Ice: surface forces cannot cross between the Western Pacific / Pacific Coast and the Arctic', () => {
    const state = versusGame();
    expect(imperialistNeighbours(state, 'westernPacific', 'surface')).not.toContain('arcticOcean');
    expect(imperialistNeighbours(state, 'pacificCoast', 'surface')).not.toContain('arcticOcean');
    expect(imperialistNeighbours(state, 'northAtlantic', 'surface')).toContain('arcticOcean');
  });

  test('Suez Canal: European Seas ↔ Indian Ocean for Imperialist pieces in Act III only', () => {
    const state = versusGame();
    expect(imperialistNeighbours(state, 'europeanSeas', 'surface')).not.toContain('indianOcean');
    state.act = 3;
    expect(imperialistNeighbours(state, 'europeanSeas', 'surface')).toContain('indianOcean');
    expect(imperialistNeighbours(state, 'europeanSeas', 'seaSerpent')).not.toContain('indianOcean');
  });

  test('the Airship flies along any connection; the Sea Serpent uses the Arabian Tunnel when it is open', () => {
    const state = versusGame();
    expect(imperialistNeighbours(state, 'westernPacific', 'airship')).toContain('pacificCoast');
    expect(imperialistNeighbours(state, 'westernPacific', 'airship')).toContain('arcticOcean');
    state.keepCards.push('E22');
    expect(imperialistNeighbours(state, 'europeanSeas', 'seaSerpent')).toContain('indianOcean');
  });
});

describe('versus placement (seed 000 §7 "The Placement Phase (Imperialist)")', () => {
  test('in Act II the Imperialist rolls both black dice and plays one, or one fewer, below Notoriety 44', () => {
    const state = versusGame('place');
    state.drawPile = state.drawPile.filter((c) => c !== 'INT1');
    state.drawPile.splice(1, 0, 'INT1');
    state.act = 2;
    playUntil(state, 'imperialistAction');
    choose(state, (a) => a.type === 'endImperialistPhase');
    forceDice(state, 1, 4, 2, 5);
    const d = playUntil(state, 'blackDice');
    expect(d.seat).toBe('imperialist');
    expect(d.options).toEqual([
      { type: 'playBlackDice', dice: [2] },
      { type: 'playBlackDice', dice: [5] },
      { type: 'playBlackDice', dice: [] },
    ]);
  });
});

describe('versus victory (seed 000 §7 "Nautilus Victory and Defeat", §9)', () => {
  test('automatic defeats give the Imperialist its fixed level', () => {
    const state = versusGame('end');
    const events: GameEvent[] = [];
    finishGame(state, events, 'defeat', 'no room', 'noSpace');
    expect(state.result?.versus).toMatchObject({
      winner: 'imperialist',
      imperialistLevel: msg('level.success'),
    });
    const other = versusGame('end2');
    finishGame(other, [], 'defeat', 'Notoriety', 'notoriety');
    expect(other.result?.versus?.imperialistLevel).toEqual(msg('level.notable'));
  });

  test('each gemstone in the Imperialist Tableau costs the Nautilus 2 VP (or 3/1 with balancing)', () => {
    const state = versusGame('gems');
    const base = scoreGame(state).total;
    (state.imperialist as NonNullable<GameState['imperialist']>).gems = 3;
    expect(scoreGame(state).total).toBe(base - 6);
    const sailor = versusGame('gems', { gemPenalty: 3 });
    (sailor.imperialist as NonNullable<GameState['imperialist']>).gems = 3;
    expect(scoreGame(sailor).total).toBe(scoreGame(versusGame('gems')).total - 9);
  });

  test('a scored Failure is an Imperialist win one level lower than Draw Pile cards + gemstones', () => {
    const state = versusGame('fail');
    state.drawPile = state.drawPile.slice(0, 8);
    (state.imperialist as NonNullable<GameState['imperialist']>).gems = 2;
    state.characters = state.characters.map((c) => ({ ...c, sacrificed: true }));
    state.resources = { nemo: 4, crew: 7, hull: 7 };
    const total = scoreGame(state).total;
    finishGame(state, [], 'scored', 'Finale');
    if (total >= 160 && total < 200) {
      expect(state.result?.versus).toMatchObject({
        winner: 'imperialist',
        imperialistTotal: 10,
        imperialistLevel: msg('level.notable'),
      });
    } else {
      expect(state.result?.versus?.winner).toBe('imperialist');
    }
  });
});

describe('versus handicap (ours, issue 25 §3; off unless chosen)', () => {
  test('a Finale below Notable loses by the published rules and wins with the handicap', () => {
    const finish = (handicap?: 0 | 1 | 2 | 3) => {
      const state = versusGame('handicap', handicap === undefined ? {} : { handicap });
      finishGame(state, [], 'scored', 'Finale');
      return state.result;
    };
    const published = finish();
    // The same game, the same score and level: only the verdict reads a higher level.
    expect(finish(0)).toEqual(published);
    expect(finish(3)?.score).toEqual(published?.score);
    expect(published?.versus?.winner).not.toBe('nautilus');
    expect(finish(3)?.versus?.winner).toBe('nautilus');
    expect(handicappedLevel('failure', 1)).toBe('inconsequential');
    expect(handicappedLevel('failure', 2)).toBe('notable');
    expect(handicappedLevel('triumph', 3)).toBe('triumph');
    expect(VERSUS_HANDICAP.provenance.kind).toBe('designed');
  });

  test('an automatic defeat stays an Imperialist win whatever the handicap', () => {
    const state = versusGame('handicap-defeat', { handicap: 3 });
    finishGame(state, [], 'defeat', 'no room', 'noSpace');
    expect(state.result?.versus?.winner).toBe('imperialist');
  });
});

describe('Nadeen Dakkar scoring (seed 000 §6)', () => {
  test('+1 VP per Character scoring instance while he is aboard', () => {
    const state = createGame(defaultSetup({ seed: 'nadeen', motive: 'explore' })).state;
    const without = scoreGame(state).total;
    state.characters.push({ id: 'nadeenDakkar', sacrificed: false, attributes: [] });
    const alive = state.characters.length;
    const sheet = scoreGame(state);
    const own = sheet.lines.find((l) => englishValue(l.label) === 'Nadeen Dakkar')?.printed ?? 0;
    expect(sheet.total - without).toBe(alive + own);
    const firstOfficer = sheet.lines.find((l) => englishValue(l.label) === 'First Officer');
    expect(firstOfficer?.scored).toBe((firstOfficer?.printed ?? 0) + 1);
  });
});

describe('bots play whole versus games', () => {
  test('bot vs bot games end with a winner and keep every invariant', () => {
    for (let g = 0; g < 12; g++) {
      const state = versusGame(`bots${g}`);
      const rng = seedRng(`bots${g}`);
      let steps = 0;
      while (!state.result && steps++ < 8000) {
        const d = currentDecision(state);
        if (!d) break;
        const a =
          d.seat === 'imperialist' ? chooseImperialist(state, d, rng) : chooseGreedy(state, d, rng);
        applyActionInPlace(state, a);
        expect(checkInvariants(state)).toEqual([]);
      }
      expect(state.result?.versus?.winner).toMatch(/nautilus|imperialist|draw/);
    }
  });
});
