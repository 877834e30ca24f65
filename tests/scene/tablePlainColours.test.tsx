import ReactThreeTestRenderer from '@react-three/test-renderer';
import type { ReactElement } from 'react';
import type { Mesh, MeshStandardMaterial } from 'three';
import { afterEach, beforeAll, describe, expect, test } from 'vitest';
import { Table } from '../../src/scene/Table';
import { FlipTable } from '../../src/scene/flip/FlipTable';

type Renderer = Awaited<ReturnType<typeof ReactThreeTestRenderer.create>>;
let renderer: Renderer | null = null;

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});
afterEach(async () => {
  await renderer?.unmount();
  renderer = null;
});

/** The colour a named mesh shows before its texture has loaded. */
async function plainColour(scene: ReactElement, name: string): Promise<string> {
  renderer = await ReactThreeTestRenderer.create(scene);
  const mesh = renderer.scene.findByProps({ name }).instance as Mesh;
  return (mesh.material as MeshStandardMaterial).color.getHexString();
}

describe('the tables before their textures load (issue 43 §5: "THREE.Color: Unknown color")', () => {
  test('the wood and the board show their own colours, not white', async () => {
    expect(await plainColour(<Table />, 'table')).toBe('4a2e18');
    await renderer?.unmount();
    expect(await plainColour(<Table />, 'board')).toBe('d9c79a');
    await renderer?.unmount();
    expect(await plainColour(<FlipTable />, 'flip-table')).toBe('4a2e18');
  });
});
