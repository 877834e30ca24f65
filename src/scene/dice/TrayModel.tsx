import { useEffect, useMemo } from 'react';
import { MeshStandardMaterial } from 'three';
import { makeFeltTexture, makeWoodTexture } from './diceTextures';

export interface TrayModelProps {
  /** Interior size in die edges (matches the physics tray). */
  width: number;
  depth: number;
  wallHeight?: number;
  wallThickness?: number;
}

/** A wooden dice tray lined with felt; its interior matches the physics tray exactly. */
export function TrayModel({ width, depth, wallHeight = 1.5, wallThickness = 0.7 }: TrayModelProps) {
  const { felt, wood } = useMemo(() => {
    const feltMap = makeFeltTexture();
    const woodMap = makeWoodTexture();
    return {
      felt: new MeshStandardMaterial({
        map: feltMap,
        color: feltMap ? '#ffffff' : '#1d4b5c',
        roughness: 1,
        metalness: 0,
      }),
      wood: new MeshStandardMaterial({
        map: woodMap,
        color: woodMap ? '#ffffff' : '#5b3a22',
        roughness: 0.5,
        metalness: 0.05,
      }),
    };
  }, []);
  useEffect(
    () => () => {
      for (const material of [felt, wood]) {
        material.map?.dispose();
        material.dispose();
      }
    },
    [felt, wood],
  );
  const t = wallThickness;
  const outerWidth = width + 2 * t;
  const walls: {
    key: string;
    position: [number, number, number];
    size: [number, number, number];
  }[] = [
    {
      key: 'far',
      position: [0, wallHeight / 2, -depth / 2 - t / 2],
      size: [outerWidth, wallHeight, t],
    },
    {
      key: 'near',
      position: [0, wallHeight / 2, depth / 2 + t / 2],
      size: [outerWidth, wallHeight, t],
    },
    {
      key: 'left',
      position: [-width / 2 - t / 2, wallHeight / 2, 0],
      size: [t, wallHeight, depth],
    },
    {
      key: 'right',
      position: [width / 2 + t / 2, wallHeight / 2, 0],
      size: [t, wallHeight, depth],
    },
  ];
  return (
    <group name="dice-tray">
      <mesh position={[0, -0.25, 0]} material={wood} receiveShadow castShadow>
        <boxGeometry args={[outerWidth, 0.5, depth + 2 * t]} />
      </mesh>
      <mesh rotation={[-Math.PI / 2, 0, 0]} position={[0, 0.002, 0]} material={felt} receiveShadow>
        <planeGeometry args={[width, depth]} />
      </mesh>
      {walls.map((wall) => (
        <mesh key={wall.key} position={wall.position} material={wood} castShadow receiveShadow>
          <boxGeometry args={wall.size} />
        </mesh>
      ))}
    </group>
  );
}
