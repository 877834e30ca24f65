import { afterAll, describe, expect, test } from 'vitest';
import { SHIPS } from '../../../src/core/data';
import { scenario } from '../../../src/core/scenario';
import { setLanguage } from '../../../src/i18n/i18n';
import { shipInfo } from '../../../src/state/nemo/shipInfo';

const clyde = SHIPS.findIndex((s) => s.front.name === 'Lord Clyde');

function withClydeAt(where: 'sea' | 'tonnage' | 'salvage') {
  const state = scenario({ seed: 'ship-info', motive: 'war', emptyOceans: true });
  state.shipBag = state.shipBag.filter((s) => s !== clyde);
  if (where === 'sea') state.oceans.northAtlantic.slots[0] = clyde;
  if (where === 'salvage') state.salvage.push(clyde);
  if (where === 'tonnage') state.tonnage.northAtlantic.push({ ship: clyde, upsideDown: false });
  return state;
}

describe("a revealed ship's info card (issue 43 §4)", () => {
  afterAll(async () => {
    await setLanguage('en');
  });

  test('names the ship with its Attack, Defense, VP and where it is, in English', async () => {
    await setLanguage('en');
    const info = shipInfo(withClydeAt('sea'), clyde);
    expect(info.title).toBe('Lord Clyde');
    expect(info.test).toBe('Warship · British');
    expect(info.effect).toBe('Attack 7 · Defense 10 · 2 VP (Warships)');
    expect(info.where).toBe('at sea: North Atlantic');
    expect(shipInfo(withClydeAt('tonnage'), clyde).where).toBe('sunk, in your Tonnage');
    expect(shipInfo(withClydeAt('salvage'), clyde).where).toBe('sunk, in your Salvage');
  });

  test('a ship that does not fire says so instead of an Attack', async () => {
    await setLanguage('en');
    const merchant = SHIPS.findIndex((s) => !s.front.warship);
    const state = scenario({ seed: 'ship-info', motive: 'war', emptyOceans: true });
    state.oceans.northAtlantic.slots[0] = merchant;
    const info = shipInfo(state, merchant);
    expect(info.effect).toMatch(/^Defense \d+ \(it does not fire\) · \d+ VP \(Non-warships\)$/);
  });

  test('and in Japanese', async () => {
    await setLanguage('ja');
    const info = shipInfo(withClydeAt('sea'), clyde);
    expect(info.effect).toBe('攻撃力7・防御力10 · 2点（軍艦）');
    expect(info.test).toContain('軍艦');
    expect(info.where).toContain('海上');
  });
});
