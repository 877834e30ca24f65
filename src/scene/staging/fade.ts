import type { Mesh, MeshBasicMaterial } from 'three';

/** Sets an effect mesh's opacity, hiding it when it is all but clear. */
export function fade(mesh: Mesh | null, opacity: number): void {
  if (!mesh) return;
  (mesh.material as MeshBasicMaterial).opacity = opacity;
  mesh.visible = opacity > 0.01;
}
