import { build } from 'vite';
import { readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

interface Metric {
  metric: string;
  value: number;
  unit: string;
}

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}

/** Initial JS (the entry and its static imports) and all JS, gzip, from a production build. */
export default async function benchBundle(): Promise<Metric[]> {
  const outDir = join(tmpdir(), `nemo-bundle-${process.pid}`);
  await build({ logLevel: 'silent', build: { outDir, manifest: true, emptyOutDir: true } });
  const manifest = JSON.parse(
    readFileSync(join(outDir, '.vite', 'manifest.json'), 'utf8'),
  ) as Record<string, ManifestChunk>;
  const gz = (file: string) => gzipSync(readFileSync(join(outDir, file))).length;
  const initial = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || initial.has(chunk.file)) return;
    initial.add(chunk.file);
    for (const dep of chunk.imports ?? []) visit(dep);
  };
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) visit(key);
  const initialBytes = [...initial].reduce((n, f) => n + gz(f), 0);
  const allJs = [...new Set(Object.values(manifest).map((c) => c.file))].filter((f) =>
    f.endsWith('.js'),
  );
  const allBytes = allJs.reduce((n, f) => n + gz(f), 0);
  rmSync(outDir, { recursive: true, force: true });
  return [
    {
      metric: 'bundle.initialJsGzipKB',
      value: Math.round(initialBytes / 1024),
      unit: 'KB (entry + static imports, gzip)',
    },
    {
      metric: 'bundle.allJsGzipKB',
      value: Math.round(allBytes / 1024),
      unit: 'KB (every JS chunk, gzip)',
    },
  ];
}
