import { isValidElement, type ReactElement, type ReactNode } from 'react';
import { describe, expect, test } from 'vitest';
import { PulseFx } from '../../../src/scene/staging/PulseFx';
import { WakeFx } from '../../../src/scene/staging/WakeFx';
import { stageOf } from '../../../src/scene/staging/EventStaging';
import type { BoardView } from '../../../src/state/table/boardView';
import { sampleBoardView } from '../../../src/state/table/sampleBoardView';
import { OCEAN_LAYOUT } from '../../../src/scene/layout/boardLayout';

/** Every element in a staging's tree, depth first. */
function elementsOf(node: ReactNode): ReactElement<Record<string, unknown>>[] {
  if (Array.isArray(node)) return node.flatMap(elementsOf);
  if (!isValidElement<Record<string, unknown>>(node)) return [];
  return [node, ...elementsOf(node.props.children as ReactNode)];
}

const view: BoardView = (() => {
  const v = sampleBoardView();
  const ocean = v.nautilus!;
  return { ...v, oceans: { ...v.oceans, [ocean]: { ...v.oceans[ocean], squadrons: ['blue'] } } };
})();

describe('stageOf', () => {
  test('stages a Hunt as the Squadron closing on the Nautilus, rings tightening on its berth', () => {
    const staged = elementsOf(
      stageOf({ type: 'ImperialistAction', action: 'hunt', cost: 2 }, view, 1300),
    );
    const berth = OCEAN_LAYOUT[view.nautilus!].berth;
    const wake = staged.find((e) => e.type === WakeFx);
    expect(wake?.props.to).toEqual(berth);
    expect(wake?.props.from).toEqual(OCEAN_LAYOUT[view.nautilus!].squadrons[0]);
    const rings = staged.find((e) => e.type === PulseFx);
    expect(rings?.props.points).toEqual([berth]);
    expect(rings?.props.inward).toBe(true);
  });

  test('leaves other Imperialist actions to their own events', () => {
    expect(
      stageOf({ type: 'ImperialistAction', action: 'moveSquadron', cost: 1 }, view, 900),
    ).toBeNull();
  });

  test('flies the Airship on an arc, and the Sea Serpent churns the water where it surfaces', () => {
    const move = (ship: number) =>
      elementsOf(
        stageOf({ type: 'ShipMoved', ship, from: 'northAtlantic', to: 'europeanSeas' }, view, 800),
      );
    const airship = move(50);
    expect(airship.find((e) => e.type === WakeFx)?.props.arc).toBeGreaterThan(0);
    const serpent = move(41);
    expect(serpent.find((e) => e.type === WakeFx)?.props.arc ?? 0).toBe(0);
    expect(serpent.find((e) => e.type === PulseFx)?.props.points).toEqual([
      OCEAN_LAYOUT.europeanSeas.berth,
    ]);
    expect(move(3).find((e) => e.type === PulseFx)).toBeUndefined();
  });
});
