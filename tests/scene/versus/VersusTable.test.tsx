import ReactThreeTestRenderer from '@react-three/test-renderer';
import { Provider, createStore } from 'jotai';
import type { InstancedMesh } from 'three';
import { afterEach, beforeAll, describe, expect, test } from 'vitest';
import { Board3D } from '../../../src/scene/Board3D';
import type { BoardView } from '../../../src/state/table/boardView';
import { emptyBoardView } from '../../../src/state/table/emptyBoardView';
import { demoBoardViewAtom } from '../../../src/state/nemo/boardViewAtom';

type Renderer = Awaited<ReturnType<typeof ReactThreeTestRenderer.create>>;
let renderer: Renderer | null = null;

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});
afterEach(async () => {
  await renderer?.unmount();
  renderer = null;
});

/** A versus position (seed 000 §7): Blue waits in the Tableau, 3 free and 2 committed gems. */
function versusView(act: number): BoardView {
  const view = emptyBoardView();
  view.actionPoints = { nautilus: 2, imperialist: 4 };
  view.imperialist = {
    ap: 4,
    gems: 3,
    committed: 2,
    tableauSquadrons: ['blue'],
    salvageGems: 1,
    act,
  };
  view.suezOpen = act === 3;
  return view;
}

async function render(view: BoardView): Promise<Renderer> {
  const store = createStore();
  store.set(demoBoardViewAtom, view);
  renderer = await ReactThreeTestRenderer.create(
    <Provider store={store}>
      <Board3D withModels={false} withCameraRig={false} />
    </Provider>,
  );
  return renderer;
}

const named = (r: Renderer, name: string) => r.scene.findAllByProps({ name });

describe('the versus table (seed 000 §7)', () => {
  test('lays out the Imperialist Tableau beyond the top edge of the board', async () => {
    const r = await render(versusView(2));
    expect(named(r, 'imperialist-tableau')).toHaveLength(1);
    expect(named(r, 'player-aid-cards')).toHaveLength(1);
    const gems = named(r, 'versus-gemstones')[0]?.instance as InstancedMesh;
    expect(gems.count).toBe(6);
    const blue = named(r, 'squadron:blue')[0]?.instance;
    expect(blue?.position.z).toBeLessThan(-10.5);
  });

  test('puts the red Imperialist AP disc on the AP track', async () => {
    const r = await render(versusView(2));
    const marker = named(r, 'imperialist-ap-marker')[0]?.instance;
    expect(marker?.position.z).toBeCloseTo(8.15);
    // four AP right of the Nautilus disc at two
    expect(marker?.position.x).toBeCloseTo(-13.8 + 4.5 * 0.9);
  });

  test('draws Arctic Ice, and the Suez Canal only in Act III', async () => {
    const r2 = await render(versusView(2));
    expect(named(r2, 'arctic-ice')).toHaveLength(1);
    expect(named(r2, 'suez-canal')).toHaveLength(0);
    await r2.unmount();
    const r3 = await render(versusView(3));
    expect(named(r3, 'arctic-ice')).toHaveLength(1);
    expect(named(r3, 'suez-canal')).toHaveLength(1);
  });

  test('draws none of it in solo play', async () => {
    const r = await render(emptyBoardView());
    for (const name of [
      'imperialist-tableau',
      'player-aid-cards',
      'versus-gemstones',
      'imperialist-ap-marker',
      'arctic-ice',
      'suez-canal',
    ]) {
      expect(named(r, name)).toHaveLength(0);
    }
  });
});
