import { useThree } from '@react-three/fiber';
import { useEffect, useState } from 'react';
import { PMREMGenerator, type MeshStandardMaterial, type Texture, type WebGLRenderer } from 'three';
import { RoomEnvironment } from 'three/examples/jsm/environments/RoomEnvironment.js';

const cache = new WeakMap<WebGLRenderer, Texture>();

function roomEnvironmentFor(gl: WebGLRenderer): Texture {
  const cached = cache.get(gl);
  if (cached) return cached;
  const pmrem = new PMREMGenerator(gl);
  const room = new RoomEnvironment();
  const texture = pmrem.fromScene(room, 0.04).texture;
  room.dispose();
  pmrem.dispose();
  cache.set(gl, texture);
  return texture;
}

/**
 * A studio reflection generated locally, for metal and gem materials only: the board and cards keep
 * their plain lamp light. Null in Node tests, where there is no WebGL, and on a canvas without
 * shadows (`quality=low`), which stays on the cheapest shaders.
 */
export function useRoomEnvironment(): Texture | null {
  const gl = useThree((s) => s.gl);
  const [texture, setTexture] = useState<Texture | null>(null);
  useEffect(() => {
    if (typeof document === 'undefined' || !gl.capabilities || !gl.shadowMap.enabled) return;
    setTexture(roomEnvironmentFor(gl));
  }, [gl]);
  return texture;
}

/** Lets `material` reflect the room (see useRoomEnvironment) at `intensity`, once it is ready. */
export function useRoomReflection(material: MeshStandardMaterial, intensity: number): void {
  const environment = useRoomEnvironment();
  useEffect(() => {
    material.envMap = environment;
    material.envMapIntensity = intensity;
    material.needsUpdate = true;
  }, [material, environment, intensity]);
}
