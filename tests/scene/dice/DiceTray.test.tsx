import ReactThreeTestRenderer from '@react-three/test-renderer';
import { Provider, createStore } from 'jotai';
import type { Group, Mesh } from 'three';
import { Quaternion, Vector3 } from 'three';
import { afterEach, beforeAll, describe, expect, test } from 'vitest';
import { DiceTray } from '../../../src/scene/dice/DiceTray';
import { topValue } from '../../../src/scene/dice/topValue';
import {
  lastRollResultAtom,
  requestRollAtom,
  rollHistoryAtom,
  rollPhaseAtom,
  type RollRequestInput,
} from '../../../src/state/table/diceAtoms';
import { activeRecordingAtom } from '../../../src/state/table/diceRecording';
import { reducedMotionAtom, speedAtom, type AnimationSpeed } from '../../../src/state/app/settings';

type Renderer = Awaited<ReturnType<typeof ReactThreeTestRenderer.create>>;
let renderer: Renderer | null = null;

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});
afterEach(async () => {
  await renderer?.unmount();
  renderer = null;
});

const ROLL: RollRequestInput = {
  seed: 'scene-test',
  rollIndex: 4,
  dice: [
    { color: 'white', value: 6 },
    { color: 'black', value: 2 },
    { color: 'white', value: 3 },
  ],
};

async function mountTray(speed: AnimationSpeed, reducedMotion = false) {
  const store = createStore();
  store.set(speedAtom, speed);
  store.set(reducedMotionAtom, reducedMotion);
  renderer = await ReactThreeTestRenderer.create(
    <Provider store={store}>
      <DiceTray />
    </Provider>,
  );
  return { store, renderer };
}

function dieMeshes(r: Renderer): Mesh[] {
  return [0, 1, 2].map((i) => r.scene.findByProps({ name: `die-${i}` }).instance as Mesh);
}

describe('DiceTray playback', () => {
  test('plays the recording at 1× and reports the values its meshes show at rest', async () => {
    const { store, renderer: r } = await mountTray('1');
    await ReactThreeTestRenderer.act(async () => {
      store.set(requestRollAtom, ROLL);
    });
    const { recording } = store.get(activeRecordingAtom)!;
    const meshes = dieMeshes(r);
    // Half-way through the throw the dice are still airborne or rolling, not yet reported.
    await r.advanceFrames(Math.floor(recording.frameCount / 2), recording.dt);
    expect(store.get(rollPhaseAtom)).toBe('rolling');
    const mid = new Vector3();
    (meshes[0]!.parent as Group).getWorldPosition(mid);
    expect(Number.isFinite(mid.x)).toBe(true);
    await r.advanceFrames(recording.frameCount, recording.dt);
    expect(store.get(rollPhaseAtom)).toBe('settled');
    expect(store.get(lastRollResultAtom)?.shown).toEqual([6, 2, 3]);
    // Independently: each mesh's own world rotation has the requested face up.
    const q = new Quaternion();
    meshes.forEach((mesh, i) => {
      mesh.updateWorldMatrix(true, false);
      mesh.getWorldQuaternion(q);
      expect(topValue(q)).toBe(ROLL.dice[i]!.value);
      const p = new Vector3();
      mesh.getWorldPosition(p);
      expect(p.y).toBeCloseTo(0.5, 1);
    });
  });

  test('reduced motion shows the final pose at once and queues rolls one after another', async () => {
    const { store, renderer: r } = await mountTray('1', true);
    await ReactThreeTestRenderer.act(async () => {
      store.set(requestRollAtom, ROLL);
      store.set(requestRollAtom, { ...ROLL, rollIndex: 5, dice: ROLL.dice.slice(0, 1) });
    });
    await r.advanceFrames(1, 1 / 60);
    expect(store.get(rollHistoryAtom).map((h) => h.rollIndex)).toEqual([4]);
    // The next queued roll starts once React has committed it; no playback time is needed.
    for (let i = 0; i < 5 && store.get(rollHistoryAtom).length < 2; i++) {
      await ReactThreeTestRenderer.act(async () => {});
      await r.advanceFrames(1, 0);
    }
    expect(store.get(rollHistoryAtom).map((h) => h.shown)).toEqual([[6], [6, 2, 3]]);
  });
});
