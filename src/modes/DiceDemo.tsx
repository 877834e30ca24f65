import { Canvas } from '@react-three/fiber';
import { useSetAtom, useStore } from 'jotai';
import { useCallback, useEffect, useRef, useState } from 'react';
import { PCFShadowMap } from 'three';
import { DiceTray } from '../scene/dice/DiceTray';
import {
  lastRollResultAtom,
  requestRollAtom,
  waitForRoll,
  type DiceRollResult,
} from '../state/table/diceAtoms';
import type { DieColor } from '../state/table/diceRecording';
import { DiceResultOverlay } from '../ui/dice/DiceResultOverlay';
import { DiceSettingsBar } from '../ui/dice/DiceSettingsBar';
import { RollHistoryPanel } from '../ui/dice/RollHistoryPanel';
import { registerDebugEntries } from '../state/app/debugRegistry';
import { pageUrl } from '../state/app/pageUrl';
import { SERIF } from '../i18n/latinFont';

interface DiceDebugApi {
  roll(values: number[], colors?: DieColor[]): Promise<void>;
  getShownValues(): number[];
  getLastResult(): DiceRollResult | undefined;
}

const params = pageUrl().params;
const GAME_SEED = params.get('seed') ?? 'dice-demo';

/** Full-screen dice tray with a Roll button: `?mode=dice-demo` (`&debug=1` for tests). */
export default function DiceDemo() {
  const store = useStore();
  const requestRoll = useSetAtom(requestRollAtom);
  const nextRollIndex = useRef(0);
  const [count, setCount] = useState(2);

  const roll = useCallback(
    (values: number[], colors?: DieColor[]): number =>
      requestRoll({
        seed: GAME_SEED,
        rollIndex: nextRollIndex.current++,
        dice: values.map((value, i) => ({
          value,
          color: colors?.[i] ?? (i % 2 === 0 ? 'white' : 'black'),
        })),
      }),
    [requestRoll],
  );

  useEffect(() => {
    if (params.get('debug') !== '1') return;
    const api: DiceDebugApi = {
      async roll(values, colors) {
        await waitForRoll(store, roll(values, colors));
      },
      getShownValues: () => store.get(lastRollResultAtom)?.shown ?? [],
      getLastResult: () => store.get(lastRollResultAtom),
    };
    return registerDebugEntries({ dice: api });
  }, [store, roll]);

  const rollRandom = (): void => {
    roll(Array.from({ length: count }, () => 1 + Math.floor(Math.random() * 6)));
  };

  return (
    <div style={{ position: 'fixed', inset: 0, background: '#0b1419' }}>
      <Canvas
        shadows={{ enabled: true, type: PCFShadowMap }}
        frameloop="demand"
        dpr={[1, 2]}
        camera={{ position: [0, 16, 8.5], fov: 40 }}
        onCreated={({ camera }) => camera.lookAt(0, 0, 0.4)}
        gl={{ preserveDrawingBuffer: params.get('debug') === '1' }}
      >
        <color attach="background" args={['#0b1419']} />
        <hemisphereLight args={['#dfe9f0', '#2a1c12', 0.9]} />
        <directionalLight
          position={[-5, 14, 6]}
          intensity={2.2}
          castShadow
          shadow-mapSize={[2048, 2048]}
          shadow-radius={6}
          shadow-blurSamples={16}
          shadow-bias={-0.0004}
          shadow-camera-left={-9}
          shadow-camera-right={9}
          shadow-camera-top={7}
          shadow-camera-bottom={-7}
        />
        <pointLight position={[6, 6, -4]} intensity={12} color="#ffe2b8" />
        <mesh rotation={[-Math.PI / 2, 0, 0]} position={[0, -0.51, 0]} receiveShadow>
          <planeGeometry args={[60, 40]} />
          <meshStandardMaterial color="#2b1d14" roughness={0.8} />
        </mesh>
        <DiceTray />
      </Canvas>
      <DiceResultOverlay />
      <RollHistoryPanel />
      <div
        style={{
          position: 'absolute',
          left: 16,
          bottom: 16,
          display: 'flex',
          gap: 12,
          alignItems: 'center',
          flexWrap: 'wrap',
          color: '#f0ead8',
          font: `14px ${SERIF}`,
        }}
      >
        <button
          type="button"
          onClick={rollRandom}
          style={{
            padding: '8px 22px',
            borderRadius: 8,
            border: 'none',
            background: '#c9a45c',
            color: '#10202a',
            font: `bold 18px ${SERIF}`,
            cursor: 'pointer',
          }}
        >
          Roll
        </button>
        <label>
          Dice{' '}
          <select value={count} onChange={(e) => setCount(Number(e.target.value))}>
            {[1, 2, 3, 4, 5, 6].map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </select>
        </label>
        <DiceSettingsBar />
      </div>
    </div>
  );
}
