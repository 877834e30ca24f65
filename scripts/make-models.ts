import { Scene, type Mesh } from 'three';
import { GLTFExporter } from 'three/examples/jsm/exporters/GLTFExporter.js';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildNautilus } from './models/buildNautilus';
import { buildSquadron } from './models/buildSquadron';

/** GLTFExporter reads its binary output through FileReader, which Node lacks. */
class NodeFileReader {
  result: ArrayBuffer | string | null = null;
  onload: (() => void) | null = null;
  onloadend: (() => void) | null = null;
  readAsArrayBuffer(blob: Blob): void {
    void blob.arrayBuffer().then((buffer) => this.finish(buffer));
  }
  readAsDataURL(blob: Blob): void {
    void blob.arrayBuffer().then((buffer) => {
      const base64 = Buffer.from(buffer).toString('base64');
      this.finish(`data:${blob.type || 'application/octet-stream'};base64,${base64}`);
    });
  }
  private finish(result: ArrayBuffer | string): void {
    this.result = result;
    this.onload?.();
    this.onloadend?.();
  }
}
Object.assign(globalThis, { FileReader: NodeFileReader });

const OUT_DIR = join(process.cwd(), 'models');

async function exportGlb(mesh: Mesh, file: string): Promise<void> {
  const scene = new Scene();
  scene.add(mesh);
  const result = await new GLTFExporter().parseAsync(scene, { binary: true });
  if (!(result instanceof ArrayBuffer)) throw new Error('GLTFExporter returned JSON, not binary');
  writeFileSync(join(OUT_DIR, file), Buffer.from(result));
  const triangles =
    (mesh.geometry.index?.count ?? mesh.geometry.getAttribute('position').count) / 3;
  console.log(`${file}: ${triangles} triangles, ${(result.byteLength / 1024).toFixed(1)} KiB`);
}

mkdirSync(OUT_DIR, { recursive: true });
await exportGlb(buildNautilus(), 'nautilus.glb');
await exportGlb(buildSquadron(), 'squadron.glb');
