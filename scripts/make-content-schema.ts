/** Writes the JSON Schema of a content pack for editors: npx tsx scripts/make-content-schema.ts */
import { writeFileSync, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { contentPackJsonSchema } from '../src/core/content/pack';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const out = join(root, 'content', 'content-pack.schema.json');
const schema = {
  $id: 'https://nemos-war-3d.local/content-pack.schema.json',
  title: "Nemo's War 3D content pack",
  description:
    'Replaces the effect text and effect data of cards, upgrades, tokens and characters. Validated by src/core/content/pack.ts.',
  ...contentPackJsonSchema(),
};
mkdirSync(dirname(out), { recursive: true });
writeFileSync(out, JSON.stringify(schema, null, 2) + '\n');
process.stdout.write(`wrote ${out}\n`);
