import { useAtomValue, useSetAtom } from 'jotai';
import { OCEAN_IDS, type OceanId } from '../core/data';
import { boardViewAtom } from '../state/nemo/boardViewAtom';
import { cameraViewAtom } from '../state/table/cameraViewAtom';
import { clickTargetAtom, hoverTargetAtom } from '../state/nemo/tableInput';
import { OCEAN_LAYOUT } from './layout/boardLayout';
import { isDrag } from './pieces/isDrag';

function setCursor(cursor: string): void {
  if (typeof document !== 'undefined') document.body.style.cursor = cursor;
}

/** Invisible hit areas over the Ocean boxes: pick a selectable Ocean, or focus the camera on any. */
export function OceanTargets() {
  const selectable = useAtomValue(boardViewAtom).selectable.oceans;
  const click = useSetAtom(clickTargetAtom);
  const hover = useSetAtom(hoverTargetAtom);
  const setCamera = useSetAtom(cameraViewAtom);
  const pick = (id: OceanId) => {
    if (selectable.includes(id)) click({ kind: 'ocean', id });
    else setCamera({ kind: 'ocean', id });
  };
  return (
    <group name="ocean-targets">
      {OCEAN_IDS.map((id) => {
        const box = OCEAN_LAYOUT[id].box;
        const canPick = selectable.includes(id);
        return (
          <mesh
            key={id}
            name={`ocean-target:${id}`}
            visible={false}
            position={[box.x, 0.01, box.z]}
            rotation-x={-Math.PI / 2}
            userData={{ ocean: id, selectable: canPick }}
            onClick={(e) => {
              e.stopPropagation();
              if (!isDrag(e)) pick(id);
            }}
            onDoubleClick={(e) => {
              e.stopPropagation();
              setCamera({ kind: 'ocean', id });
            }}
            onPointerOver={() => {
              hover({ kind: 'ocean', id });
              if (canPick) setCursor('pointer');
            }}
            onPointerOut={() => {
              hover(null);
              setCursor('');
            }}
          >
            <planeGeometry args={[box.w, box.d]} />
          </mesh>
        );
      })}
    </group>
  );
}
