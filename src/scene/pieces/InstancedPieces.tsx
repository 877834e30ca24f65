import { useFrame, useThree, type ThreeEvent } from '@react-three/fiber';
import { useEffect, useLayoutEffect, useRef } from 'react';
import {
  Color,
  Matrix4,
  type BufferGeometry,
  type InstancedBufferAttribute,
  type InstancedMesh,
  type Material,
} from 'three';
import { isDrag } from './isDrag';
import type { Piece } from './Piece';
import { composeMatrix, retargetTweens, stepTweens, type TweenState } from './pieceTweens';
import { frameStep } from '../frameStep';

export interface InstancedPiecesProps {
  name: string;
  pieces: Piece[];
  /** Owned by this mesh: disposed on unmount. */
  geometry: BufferGeometry;
  /** Owned by this mesh: disposed on unmount. */
  material: Material;
  capacity: number;
  castShadow?: boolean;
  receiveShadow?: boolean;
  /** Pieces for which clicks and hovers are reported; others ignore the pointer. */
  isInteractive?: (key: string) => boolean;
  onPieceClick?: (key: string) => void;
  onPieceHover?: (key: string | null) => void;
}

const matrix = new Matrix4();

function setCursor(cursor: string): void {
  if (typeof document !== 'undefined') document.body.style.cursor = cursor;
}
const colour = new Color();

/** Draws many pieces in one call, sliding each towards its place whenever `pieces` changes. */
export function InstancedPieces(props: InstancedPiecesProps) {
  const { name, pieces, geometry, material, capacity, isInteractive, onPieceClick, onPieceHover } =
    props;
  const meshRef = useRef<InstancedMesh>(null);
  const tweens = useRef(new Map<string, TweenState>());
  const order = useRef<string[]>([]);
  const mounted = useRef(false);
  const running = useRef(false);
  const hovered = useRef<string | null>(null);
  const invalidate = useThree((s) => s.invalidate);

  const writeInstances = () => {
    const mesh = meshRef.current;
    if (!mesh) return;
    order.current = [...tweens.current.keys()].slice(0, capacity);
    // Which instance is which piece, for the debug probe `window.__nemo.screenBox`.
    mesh.userData.keys = order.current;
    const tiles = geometry.getAttribute('instanceTile') as InstancedBufferAttribute | undefined;
    order.current.forEach((key, i) => {
      const state = tweens.current.get(key);
      if (!state) return;
      mesh.setMatrixAt(i, composeMatrix(state, matrix));
      const tile = state.piece.tile;
      if (tiles && tile) tiles.setXYZW(i, tile[0], tile[1], tile[2], tile[3]);
      if (state.piece.colour) mesh.setColorAt(i, colour.set(state.piece.colour));
    });
    mesh.count = order.current.length;
    mesh.instanceMatrix.needsUpdate = true;
    if (tiles) tiles.needsUpdate = true;
    if (mesh.instanceColor) mesh.instanceColor.needsUpdate = true;
    mesh.computeBoundingSphere();
  };

  useLayoutEffect(() => {
    retargetTweens(tweens.current, pieces, mounted.current);
    mounted.current = true;
    writeInstances();
    invalidate();
    // writeInstances only reads refs and stable props
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pieces, invalidate]);

  useEffect(
    () => () => {
      geometry.dispose();
      material.dispose();
    },
    [geometry, material],
  );

  useFrame((_, dt) => {
    running.current = stepTweens(tweens.current, frameStep(dt, running.current));
    if (!running.current) return;
    writeInstances();
    invalidate();
  });

  const keyAt = (e: ThreeEvent<PointerEvent | MouseEvent>): string | null => {
    const key = e.instanceId === undefined ? undefined : order.current[e.instanceId];
    return key !== undefined && isInteractive?.(key) ? key : null;
  };

  const interactive = Boolean(onPieceClick ?? onPieceHover);
  return (
    <instancedMesh
      ref={meshRef}
      name={name}
      args={[geometry, material, capacity]}
      castShadow={props.castShadow ?? false}
      receiveShadow={props.receiveShadow ?? false}
      frustumCulled={false}
      onClick={
        interactive
          ? (e) => {
              const key = keyAt(e);
              if (key === null || isDrag(e)) return;
              e.stopPropagation();
              onPieceClick?.(key);
            }
          : undefined
      }
      onPointerMove={
        interactive
          ? (e) => {
              const key = keyAt(e);
              if (key !== null) e.stopPropagation();
              if (key === hovered.current) return;
              hovered.current = key;
              onPieceHover?.(key);
              setCursor(key === null ? '' : 'pointer');
            }
          : undefined
      }
      onPointerOut={
        interactive
          ? () => {
              if (hovered.current === null) return;
              hovered.current = null;
              onPieceHover?.(null);
              setCursor('');
            }
          : undefined
      }
    />
  );
}
