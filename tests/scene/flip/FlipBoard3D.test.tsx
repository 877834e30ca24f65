import ReactThreeTestRenderer from '@react-three/test-renderer';
import { Provider, createStore } from 'jotai';
import type { InstancedMesh } from 'three';
import { Vector2 } from 'three';
import { afterEach, beforeAll, describe, expect, test } from 'vitest';
import {
  currentDecision,
  greedyFlipPolicy,
  legalActions,
  type FlipAction,
} from '../../../src/flip';
import type { Mesh } from 'three';
import { FlipBoard3D } from '../../../src/scene/flip/FlipBoard3D';
import { SHEET_H, SHEET_W, spaceCentre } from '../../../src/scene/flip/flipBoardLayout';
import { placeFlipCards } from '../../../src/scene/flip/placeFlipCards';
import {
  flipDispatchAtom,
  flipLatestStateAtom,
  flipSelectedTargetAtom,
  flipStorageAtom,
  newFlipGameAtom,
  skipFlipPlaybackAtom,
} from '../../../src/state/flip/flipAtoms';

type Renderer = Awaited<ReturnType<typeof ReactThreeTestRenderer.create>>;
let renderer: Renderer | null = null;

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});
afterEach(async () => {
  await renderer?.unmount();
  renderer = null;
});

async function renderTable() {
  const store = createStore();
  store.set(flipStorageAtom, null);
  store.set(newFlipGameAtom, { seed: 9, players: 1, characters: ['aronnax'], farragut: 1 });
  renderer = await ReactThreeTestRenderer.create(
    <Provider store={store}>
      <FlipBoard3D withCameraRig={false} />
    </Provider>,
  );
  return { store, r: renderer };
}

function instanced(r: Renderer, name: string): InstancedMesh {
  return r.scene.findByProps({ name }).instance as InstancedMesh;
}

function uvOf(x: number, y: number): Vector2 {
  return new Vector2(x / SHEET_W, 1 - y / SHEET_H);
}

describe('the Flip Voyage table', () => {
  test('lays out the deck, the three-card lineup, Farragut’s cards, the character and three challenges', async () => {
    const { store, r } = await renderTable();
    const state = store.get(flipLatestStateAtom)!;
    // deck, 3 lineup cards, discard (Farragut's specialty card), Farragut's deck, his 3 cards, character
    expect(state.farragut?.lineup).toHaveLength(3);
    expect(instanced(r, 'flip-cards').count).toBe(10);
    expect(r.scene.findByProps({ name: 'challenge-cards' }).children).toHaveLength(3);
    expect(r.scene.findAllByProps({ name: 'flip-sheet' })).toHaveLength(1);
    expect(instanced(r, 'phase-tokens').count).toBe(0);
    expect(r.scene.findByProps({ name: 'flip-nautilus' }).instance.visible).toBe(true);
  });

  test('clicking a lineup card narrows the choice to that card, then a phase token lands on it', async () => {
    const { store, r } = await renderTable();
    const state = store.get(flipLatestStateAtom)!;
    const keys = placeFlipCards(state, 0, [0, 1, 2]).map((p) => p.key);
    const cards = r.scene.findByProps({ name: 'flip-cards' });
    await r.fireEvent(cards, 'onClick', {
      instanceId: keys.indexOf(`lineup:1:${state.lineup[1]}`),
    });
    expect(store.get(flipSelectedTargetAtom)).toEqual({ kind: 'card', index: 1 });
    const move = legalActions(state, 0).find(
      (a): a is Extract<FlipAction, { type: 'chooseMove' }> =>
        a.type === 'chooseMove' && a.card === 1,
    )!;
    await ReactThreeTestRenderer.act(async () => {
      store.set(flipDispatchAtom, move);
      store.set(skipFlipPlaybackAtom);
    });
    expect(instanced(r, 'phase-tokens').count).toBe(1);
  });

  test('clicking a map space on the sheet charts the next step of the course', async () => {
    const { store, r } = await renderTable();
    const start = store.get(flipLatestStateAtom)!;
    const move = legalActions(start, 0).find((a) => a.type === 'chooseMove')!;
    await ReactThreeTestRenderer.act(async () => {
      store.set(flipDispatchAtom, move);
      store.set(skipFlipPlaybackAtom);
    });
    const state = store.get(flipLatestStateAtom)!;
    const step = legalActions(state, 0).find(
      (a): a is Extract<FlipAction, { type: 'step' }> => a.type === 'step',
    )!;
    const sheet = r.scene.findByProps({ name: 'flip-sheet' });
    const [x, y] = spaceCentre(step.to);
    await r.fireEvent(sheet, 'onClick', { uv: uvOf(x, y), delta: 0 });
    const after = store.get(flipLatestStateAtom)!;
    const top = after.players[0]!.stack[after.players[0]!.stack.length - 1];
    const moved =
      top?.kind === 'step' ? top.path.includes(step.to) : after.players[0]!.location === step.to;
    expect(moved).toBe(true);
  });

  test('a Nemo’s Challenge card turns over when it goes to its 2-star side', async () => {
    const { store, r } = await renderTable();
    const fives = () =>
      store
        .get(flipLatestStateAtom)!
        .challenges.filter((c) => c.side === 5)
        .map((c) => c.id);
    const before = fives();
    let flipped: string | undefined;
    for (let i = 0; i < 600 && !flipped; i++) {
      const state = store.get(flipLatestStateAtom)!;
      const d = currentDecision(state);
      if (d.kind === 'gameOver') break;
      await ReactThreeTestRenderer.act(async () => {
        store.set(flipDispatchAtom, greedyFlipPolicy(state, d.player));
        store.set(skipFlipPlaybackAtom);
      });
      flipped = before.find((id) => !fives().includes(id));
    }
    expect(flipped).toBeDefined();
    const card = r.scene.findByProps({ name: `challenge:${flipped}` }).instance as Mesh;
    expect(card.userData.side).toBe(2);
    await r.advanceFrames(6, 0.05);
    expect(card.rotation.z).toBeGreaterThan(0.3);
    expect(card.position.y).toBeGreaterThan(0.3);
    await r.advanceFrames(30, 0.05);
    expect(card.rotation.z).toBeCloseTo(0, 5);
  });
});
