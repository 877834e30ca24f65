import ReactThreeTestRenderer from '@react-three/test-renderer';
import { Provider, createStore } from 'jotai';
import type { InstancedMesh } from 'three';
import { afterEach, beforeAll, describe, expect, test } from 'vitest';
import { Board3D } from '../../src/scene/Board3D';
import { placeShipTokens } from '../../src/scene/placement/placeShipTokens';
import type { BoardView } from '../../src/state/table/boardView';
import { emptyBoardView } from '../../src/state/table/emptyBoardView';
import { sampleBoardView } from '../../src/state/table/sampleBoardView';
import { demoBoardViewAtom } from '../../src/state/nemo/boardViewAtom';
import { cameraViewAtom } from '../../src/state/table/cameraViewAtom';
import { selectedTargetAtom } from '../../src/state/nemo/tableInput';
import { tableItemAtom } from '../../src/state/table/tableItem';
import type { RootStore } from '@react-three/fiber';

type Renderer = Awaited<ReturnType<typeof ReactThreeTestRenderer.create>>;
let renderer: Renderer | null = null;

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});
afterEach(async () => {
  await renderer?.unmount();
  renderer = null;
});

async function renderBoard(view: BoardView) {
  const store = createStore();
  store.set(demoBoardViewAtom, view);
  renderer = await ReactThreeTestRenderer.create(
    <Provider store={store}>
      <Board3D withModels={false} withCameraRig={false} />
    </Provider>,
  );
  return { store, renderer };
}

function instanced(r: Renderer, name: string): InstancedMesh {
  return r.scene.findByProps({ name }).instance as InstancedMesh;
}

describe('Board3D with the sample mid-game position', () => {
  test('draws every counter, marker and gemstone as instances', async () => {
    const { renderer: r } = await renderBoard(sampleBoardView());
    // 12 ships in Oceans, 7 Hidden Ship markers, 8 in Tonnage, 2 in Salvage, 4 green ships waiting on 26
    expect(instanced(r, 'ship-tokens').count).toBe(33);
    expect(placeShipTokens(sampleBoardView()).filter((p) => p.tileKey === 'hidden')).toHaveLength(
      7,
    );
    // one gemstone in each of five Major Oceans, one on the Adventure deck
    expect(instanced(r, 'gemstones').count).toBe(6);
    // 4 Uprising cubes (the Imperialist AP marker is a versus disc)
    expect(instanced(r, 'marker-cubes').count).toBe(4);
    // Notoriety, Nemo, Crew, Hull, AP, one Adventure token, one Ally
    expect(instanced(r, 'marker-discs').count).toBe(7);
    // 3 selectable Oceans and 3 selectable ships glow
    expect(instanced(r, 'selection-glow').count).toBe(6);
    // draw, adventure, pass, fail, 4 + 2 upgrades, 6 characters, 4 treasures, 1 KEEP card
    expect(instanced(r, 'card-piles').count).toBe(21);
    expect(r.scene.findAllByProps({ name: 'black-die' })).toHaveLength(1);
    expect(r.scene.findAllByProps({ name: 'revealed-card' })).toHaveLength(1);
    // a miniature on each of the 12 revealed ships at sea, one instanced mesh per class present
    const miniatures = r.scene
      .findAll((n) => String(n.props.name ?? '').startsWith('ship-miniatures:'))
      .map((n) => n.instance as InstancedMesh);
    expect(miniatures.length).toBeGreaterThan(2);
    expect(miniatures.reduce((sum, m) => sum + m.count, 0)).toBe(12);
  });

  test('puts the Nautilus in its Ocean berth', async () => {
    const { renderer: r } = await renderBoard(sampleBoardView());
    const nautilus = r.scene.findByProps({ name: 'nautilus' }).instance;
    expect(nautilus.visible).toBe(true);
    expect(nautilus.position.x).toBeGreaterThan(5);
    expect(nautilus.position.z).toBeLessThan(-3);
  });

  test('reports a click on a selectable ship; another ship pins its card or picks its offered Ocean', async () => {
    const view = sampleBoardView();
    const { store, renderer: r } = await renderBoard(view);
    const keys = placeShipTokens(view).map((p) => p.key);
    const tokens = r.scene.findByProps({ name: 'ship-tokens' });
    // The test renderer's canvas has no layout: give it a page box, as a browser would.
    const root = (r.scene.instance as unknown as { __r3f: { root: RootStore } }).__r3f.root;
    const canvas = root.getState().gl.domElement as { getBoundingClientRect?: () => DOMRect };
    canvas.getBoundingClientRect = () => ({ left: 0, top: 0, width: 1280, height: 720 }) as DOMRect;
    // A ship the decision does not offer, in an Ocean it does not offer: its info card pins.
    await r.fireEvent(tokens, 'onClick', { instanceId: keys.indexOf('ship:38') });
    expect(store.get(selectedTargetAtom)).toBeNull();
    expect(store.get(tableItemAtom)).toMatchObject({ kind: 'ship', id: '38', pinned: true });
    // One in an Ocean it offers: the click is the Ocean's.
    await r.fireEvent(tokens, 'onClick', { instanceId: keys.indexOf('ship:32') });
    expect(store.get(selectedTargetAtom)).toEqual({ kind: 'ocean', id: 'europeanSeas' });
    await r.fireEvent(tokens, 'onClick', { instanceId: keys.indexOf('ship:18') });
    expect(store.get(selectedTargetAtom)).toEqual({ kind: 'ship', id: 18 });
  });

  test('lets a selectable Ocean be picked', async () => {
    const { store, renderer: r } = await renderBoard(sampleBoardView());
    await r.fireEvent(r.scene.findByProps({ name: 'ocean-target:europeanSeas' }), 'onClick');
    expect(store.get(selectedTargetAtom)).toEqual({ kind: 'ocean', id: 'europeanSeas' });
  });

  test('focuses the camera on an Ocean that is not a target, without selecting it', async () => {
    const { store, renderer: r } = await renderBoard(sampleBoardView());
    await r.fireEvent(r.scene.findByProps({ name: 'ocean-target:indianOcean' }), 'onClick');
    expect(store.get(selectedTargetAtom)).toBeNull();
    expect(store.get(cameraViewAtom)).toEqual({ kind: 'ocean', id: 'indianOcean' });
  });

  test('ignores a camera drag that ends on a selectable Ocean', async () => {
    const { store, renderer: r } = await renderBoard(sampleBoardView());
    await r.fireEvent(r.scene.findByProps({ name: 'ocean-target:europeanSeas' }), 'onClick', {
      delta: 40,
    });
    expect(store.get(selectedTargetAtom)).toBeNull();
  });
});

describe('Board3D animation', () => {
  test('sinks a removed ship and drops a new one in, then settles', async () => {
    const { store, renderer: r } = await renderBoard(sampleBoardView());
    const next = sampleBoardView();
    next.oceans.westernPacific.slots[0] = { kind: 'empty' };
    next.oceans.westernPacific.slots[3] = { kind: 'hidden' };
    await ReactThreeTestRenderer.act(async () => store.set(demoBoardViewAtom, next));
    await r.advanceFrames(1, 0.016);
    const tokens = instanced(r, 'ship-tokens');
    // the sunk ship is still sinking, the new marker already placed
    expect(tokens.count).toBe(34);
    await r.advanceFrames(120, 0.05);
    expect(tokens.count).toBe(33);
  });

  test('shows an empty table without pieces', async () => {
    const { renderer: r } = await renderBoard(emptyBoardView());
    expect(instanced(r, 'ship-tokens').count).toBe(0);
    expect(r.scene.findByProps({ name: 'nautilus' }).instance.visible).toBe(false);
  });
});
