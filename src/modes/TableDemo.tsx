import { Canvas } from '@react-three/fiber';
import { Provider, useAtomValue, useSetAtom } from 'jotai';
import { useMemo } from 'react';
import { sampleBoardView } from '../state/table/sampleBoardView';
import { createDemoStore, demoBoardViewAtom } from '../state/nemo/boardViewAtom';
import { cameraViewAtom } from '../state/table/cameraViewAtom';
import { selectedTargetAtom } from '../state/nemo/tableInput';
import { Board3D } from '../scene/Board3D';
import { TABLE_POSE } from '../scene/cameraPoses';
import { RenderStatsProbe } from '../scene/RenderStatsProbe';
import { pageUrl } from '../state/app/pageUrl';
import { advanceDemoView } from './advanceDemoView';
import { SERIF } from '../i18n/latinFont';

const DEBUG = pageUrl().params.get('debug') === '1';

const buttonStyle = {
  font: `14px ${SERIF}`,
  padding: '6px 12px',
  background: '#10283d',
  color: '#e8c877',
  border: '1px solid #c9a45c',
  borderRadius: 6,
  cursor: 'pointer',
} as const;

function DemoControls() {
  const setCamera = useSetAtom(cameraViewAtom);
  const setView = useSetAtom(demoBoardViewAtom);
  const selected = useAtomValue(selectedTargetAtom);
  return (
    <div
      style={{
        position: 'absolute',
        top: 12,
        left: 12,
        display: 'flex',
        gap: 8,
        alignItems: 'center',
      }}
    >
      <button style={buttonStyle} onClick={() => setCamera({ kind: 'table' })}>
        Table
      </button>
      <button
        style={buttonStyle}
        onClick={() => setCamera((v) => (v.kind === 'top' ? { kind: 'table' } : { kind: 'top' }))}
      >
        Top-down (T)
      </button>
      <button
        style={buttonStyle}
        onClick={() => setView((v) => advanceDemoView(v ?? sampleBoardView()))}
      >
        Next turn
      </button>
      {selected && (
        <span style={{ font: `14px ${SERIF}`, color: '#f4e9c8' }}>
          Selected {selected.kind} {String(selected.id)}
        </span>
      )}
    </div>
  );
}

/** Full-screen table showing `sampleBoardView()`: `?mode=table-demo` (`&debug=1` for tests). */
export default function TableDemo() {
  const store = useMemo(() => createDemoStore(sampleBoardView()), []);
  return (
    <Provider store={store}>
      <div style={{ position: 'fixed', inset: 0, background: '#1a120b' }}>
        <Canvas
          frameloop="demand"
          shadows="percentage"
          dpr={[1, 2]}
          camera={{ position: TABLE_POSE.position, fov: 40, near: 0.5, far: 200 }}
          gl={{ antialias: true, preserveDrawingBuffer: DEBUG }}
        >
          <color attach="background" args={['#1a120b']} />
          <Board3D />
          {DEBUG && <RenderStatsProbe />}
        </Canvas>
        <DemoControls />
      </div>
    </Provider>
  );
}
