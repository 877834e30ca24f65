import { describe, expect, test } from 'vitest';
import { createGame, defaultSetup } from '../../../src/core/createGame';
import { routesFor } from '../../../src/state/learn/routesFor';

// seed 000 §7 Imperialist Map Changes.
describe('route overlays for the Imperialist map changes', () => {
  const state = createGame(
    defaultSetup({ seed: 'routes', motive: 'piracy', variant: 'versus' }),
  ).state;

  test('Arctic Ice: surface forces cannot reach the Arctic; the Nautilus can', () => {
    const surface = routesFor('surface', 'westernPacific', state);
    expect(surface.legal).not.toContain('arcticOcean');
    expect(surface.blocked.find((b) => b.to === 'arcticOcean')?.why).toMatch(/Arctic Ice/);
    expect(routesFor('nautilus', 'pacificCoast', state).legal).toContain('arcticOcean');
  });

  test('Suez Canal: open to surface forces in Act III only, never to the Sea Serpent', () => {
    expect(routesFor('surface', 'europeanSeas', state).legal).not.toContain('indianOcean');
    const act3 = { ...state, act: 3 as const };
    expect(routesFor('surface', 'europeanSeas', act3).legal).toContain('indianOcean');
    expect(routesFor('seaSerpent', 'europeanSeas', act3).legal).not.toContain('indianOcean');
  });

  test('Arabian Tunnel opens the line for the Nautilus; the Airship flies any line', () => {
    const tunnel = { ...state, keepCards: [...state.keepCards, 'E22' as const] };
    expect(routesFor('nautilus', 'europeanSeas', tunnel).legal).toContain('indianOcean');
    const airship = routesFor('airship', 'westernPacific', state);
    expect(airship.blocked).toEqual([]);
    expect(airship.legal).toEqual(
      expect.arrayContaining(['pacificCoast', 'arcticOcean', 'indianOcean']),
    );
  });
});
