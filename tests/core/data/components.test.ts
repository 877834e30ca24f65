import { describe, expect, test } from 'vitest';
import {
  ADVENTURE_TOKENS,
  ALLIES,
  CHARACTERS,
  DEADLY_SEAS_IN_BAG,
  DEADLY_SEAS_STACKS,
  DEADLY_SEAS_TOKENS,
  JE_EXTRA_WONDERS,
  NADEEN_CHARACTERISTICS,
  OCEANS,
  OFFICER_ATTRIBUTES,
  OFFICER_ATTRIBUTE_SETUP,
  TREASURES,
  UPGRADES,
  WONDERS,
} from '../../../src/core/data';

describe('upgrades (reference §4, seeds 000/001)', () => {
  test("10 base upgrades plus the Journey's End ones named in the seeds", () => {
    expect(UPGRADES.filter((u) => u.expansion === 'base')).toHaveLength(10);
    const je = UPGRADES.filter((u) => u.expansion === 'journeysEnd').map((u) => u.name);
    expect(je.sort()).toEqual(['Crystalline Sensors', 'Hospital Machines', 'Map Room', 'War Room']);
  });

  test('Map Room: cost 4, 3 Non-warship VP; War Room: cost 4, 3 Warship VP (seed 000)', () => {
    expect(UPGRADES.find((u) => u.id === 'mapRoom')).toMatchObject({
      cost: 4,
      vp: { nonWarship: 3 },
    });
    expect(UPGRADES.find((u) => u.id === 'warRoom')).toMatchObject({ cost: 4, vp: { warship: 3 } });
  });

  test('Strengthened Prow costs 4 (S8); Hospital Machines enables Diplomacy; Crystalline Sensors hides', () => {
    expect(UPGRADES.find((u) => u.id === 'strengthenedProw')?.cost).toBe(4);
    expect(UPGRADES.find((u) => u.id === 'hospitalMachines')?.effectKeys).toContain(
      'diplomacyAttack',
    );
    expect(UPGRADES.find((u) => u.id === 'crystallineSensors')?.effectKeys).toContain(
      'hideFromHunt',
    );
    expect(UPGRADES.find((u) => u.id === 'steamTorpedoes')?.effectKeys).toContain('torpedoAttack');
  });
});

describe('characters (reference §5, seeds 000/001)', () => {
  test('6 base + Nadeen Dakkar (optional)', () => {
    expect(CHARACTERS.filter((c) => !c.optional)).toHaveLength(6);
    const opt = CHARACTERS.filter((c) => c.optional);
    expect(opt.map((c) => c.id)).toEqual(['nadeenDakkar']);
    expect(opt[0]?.penalty).toEqual({ kind: 'defeat' });
  });

  test('VP: First Officer 7, Chief Engineer 5, Second Officer 3, Aronnax 5 science, Conseil 4, Ned Land 4', () => {
    const vp = Object.fromEntries(CHARACTERS.map((c) => [c.id, [c.vp, c.vpCategory]]));
    expect(vp.firstOfficer).toEqual([7, 'character']);
    expect(vp.chiefEngineer).toEqual([5, 'character']);
    expect(vp.secondOfficer).toEqual([3, 'character']);
    expect(vp.aronnax).toEqual([5, 'science']);
    expect(vp.conseil).toEqual([4, 'character']);
    expect(vp.nedLand).toEqual([4, 'character']);
  });

  test('sacrifice texts are designed and present', () => {
    for (const c of CHARACTERS) {
      expect(c.provenance.kind).toBe('designed');
      expect(c.sacrificeText.length).toBeGreaterThan(0);
      expect(c.penalty).toBeDefined();
    }
  });

  test('officer attributes: 8 designed tokens; setup per difficulty (seed 001)', () => {
    expect(OFFICER_ATTRIBUTES).toHaveLength(8);
    expect(OFFICER_ATTRIBUTE_SETUP.easy.assign).toEqual({
      chiefEngineer: 1,
      secondOfficer: 1,
      firstOfficer: 2,
    });
    expect(OFFICER_ATTRIBUTE_SETUP.easy.mayReplace).toBe(1);
    expect(OFFICER_ATTRIBUTE_SETUP.normal.assign).toEqual({
      chiefEngineer: 1,
      secondOfficer: 1,
      firstOfficer: 2,
    });
    expect(OFFICER_ATTRIBUTE_SETUP.normal.mayReplace).toBe(0);
    expect(OFFICER_ATTRIBUTE_SETUP.hard.assign).toEqual({ firstOfficer: 1 });
    const ids = new Set(CHARACTERS.map((c) => c.id));
    for (const plan of Object.values(OFFICER_ATTRIBUTE_SETUP)) {
      for (const k of Object.keys(plan.assign)) expect(ids.has(k)).toBe(true);
      const dealt = Object.values(plan.assign).reduce((s, n) => s + n, 0);
      expect(dealt + plan.mayReplace).toBeLessThanOrEqual(OFFICER_ATTRIBUTES.length);
    }
  });

  test('nine Nadeen Dakkar Characteristic tokens (seed 000 §6)', () => {
    expect(NADEEN_CHARACTERISTICS).toHaveLength(9);
  });
});

describe('treasures, wonders, allies (reference §11, seed 000)', () => {
  test('59 base treasure tokens with the published mix', () => {
    expect(TREASURES).toHaveLength(59);
    const count = (effect: string | null, kind?: string) =>
      TREASURES.filter((t) => t.effect === effect && (kind === undefined || t.kind === kind))
        .length;
    expect(TREASURES.filter((t) => t.kind === 'wonder')).toHaveLength(11);
    expect(count('gainNemo')).toBe(2);
    expect(count('gainCrew')).toBe(1);
    expect(count('gainHull')).toBe(1);
    expect(count('gainAction')).toBe(4);
    expect(count('reroll')).toBe(4);
    expect(count('revealUpgrade')).toBe(1);
    expect(count('drawTwo')).toBe(3);
    expect(count('loseResourceOrCharacter')).toBe(1);
    expect(count('notoriety2')).toBe(1);
    expect(count('notoriety3')).toBe(1);
    expect(count('placeUprising')).toBe(1);
    const vpOnly = TREASURES.filter((t) => t.kind === 'vp');
    const byVp = [0, 1, 2, 3, 4].map((v) => vpOnly.filter((t) => t.vp === v).length);
    expect(byVp).toEqual([1, 3, 9, 10, 5]);
  });

  test('no VP-4 token is worth 5 (reference §14.5 slip fixed)', () => {
    expect(Math.max(...TREASURES.map((t) => t.vp))).toBe(4);
  });

  test('keep tokens score their VP if unused; immediate ones score nothing', () => {
    for (const t of TREASURES) {
      if (t.kind === 'immediate') expect(t.vp).toBe(0);
      if (t.kind === 'wonder') expect(t).toMatchObject({ vp: 1, vpCategory: 'wonder' });
    }
  });

  test("13 Wonder tokens = the base 11 + 2 Journey's End (DECISIONS.md)", () => {
    expect(WONDERS).toHaveLength(13);
    expect(JE_EXTRA_WONDERS).toHaveLength(2);
    const base = TREASURES.filter((t) => t.kind === 'wonder');
    for (const w of base) expect(WONDERS).toContain(w);
    expect(new Set(WONDERS.map((w) => w.id)).size).toBe(13);
  });

  test('14 Ally tokens with the three published faces', () => {
    expect(ALLIES).toHaveLength(14);
    const face = (n: string) => ALLIES.find((a) => a.name === n);
    expect(face('Merchants')).toMatchObject({
      vp: 2,
      tonnageValue: 1,
      effect: 'allySalvage1',
      kind: 'ally',
    });
    expect(face('Scientists')).toMatchObject({ vp: 1, tonnageValue: 3, effect: 'allySalvage2' });
    expect(face('Secret Society')).toMatchObject({ vp: 1, tonnageValue: 2, effect: 'allyDrm2' });
    expect(new Set(ALLIES.map((a) => a.name)).size).toBe(3);
  });

  test('Adventure tokens name real Oceans; Deadly Seas covers the hardest setup', () => {
    expect(ADVENTURE_TOKENS.length).toBeGreaterThanOrEqual(8);
    for (const a of ADVENTURE_TOKENS) expect(OCEANS[a.ocean]).toBeDefined();
    expect(DEADLY_SEAS_IN_BAG).toEqual({ easy: 2, normal: 3, hard: 4 });
    expect(DEADLY_SEAS_STACKS).toEqual(['C', 'F', 'G', 'D', 'E']);
    expect(DEADLY_SEAS_TOKENS.length).toBeGreaterThanOrEqual(
      DEADLY_SEAS_IN_BAG.hard + DEADLY_SEAS_STACKS.length,
    );
    for (const t of [...ADVENTURE_TOKENS, ...DEADLY_SEAS_TOKENS])
      expect(t.provenance.kind).toBe('designed');
  });
});
