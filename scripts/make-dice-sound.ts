/**
 * Synthesises the dice impact sound (a short resin "clack") into public/sounds/dice-hit.wav.
 * Deterministic: same script, same bytes. Run: npx tsx scripts/make-dice-sound.ts
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

const SAMPLE_RATE = 22050;
const SECONDS = 0.14;

/** Partials of a small resin cube struck on wood: [frequency Hz, amplitude, decay per second]. */
const PARTIALS: readonly [number, number, number][] = [
  [1870, 0.5, 45],
  [3120, 0.35, 60],
  [4410, 0.22, 80],
  [6230, 0.12, 110],
  [920, 0.25, 38],
];

export function synthesiseDiceHit(): Int16Array {
  const count = Math.round(SAMPLE_RATE * SECONDS);
  const samples = new Float64Array(count);
  let seed = 0x5eed;
  const noise = (): number => {
    seed = (Math.imul(seed, 1664525) + 1013904223) >>> 0;
    return seed / 2147483648 - 1;
  };
  let low = 0;
  for (let i = 0; i < count; i++) {
    const t = i / SAMPLE_RATE;
    let s = 0;
    for (const [frequency, amplitude, decay] of PARTIALS) {
      s += amplitude * Math.exp(-decay * t) * Math.sin(2 * Math.PI * frequency * t);
    }
    // The click of contact: a 3 ms burst of lightly low-passed noise.
    low += 0.6 * (noise() - low);
    s += 0.8 * Math.exp(-t / 0.003) * low;
    // 1 ms fade-in avoids a DC click.
    samples[i] = s * Math.min(1, t / 0.001);
  }
  let peak = 0;
  for (const s of samples) peak = Math.max(peak, Math.abs(s));
  const pcm = new Int16Array(count);
  for (let i = 0; i < count; i++) pcm[i] = Math.round(((samples[i] ?? 0) / peak) * 0.89 * 32767);
  return pcm;
}

export function encodeWav(pcm: Int16Array, sampleRate: number): Buffer {
  const data = pcm.length * 2;
  const buffer = Buffer.alloc(44 + data);
  buffer.write('RIFF', 0, 'ascii');
  buffer.writeUInt32LE(36 + data, 4);
  buffer.write('WAVE', 8, 'ascii');
  buffer.write('fmt ', 12, 'ascii');
  buffer.writeUInt32LE(16, 16);
  buffer.writeUInt16LE(1, 20); // PCM
  buffer.writeUInt16LE(1, 22); // mono
  buffer.writeUInt32LE(sampleRate, 24);
  buffer.writeUInt32LE(sampleRate * 2, 28);
  buffer.writeUInt16LE(2, 32);
  buffer.writeUInt16LE(16, 34);
  buffer.write('data', 36, 'ascii');
  buffer.writeUInt32LE(data, 40);
  for (let i = 0; i < pcm.length; i++) buffer.writeInt16LE(pcm[i] ?? 0, 44 + i * 2);
  return buffer;
}

const out = join(process.cwd(), 'public', 'sounds', 'dice-hit.wav');
mkdirSync(dirname(out), { recursive: true });
const wav = encodeWav(synthesiseDiceHit(), SAMPLE_RATE);
writeFileSync(out, wav);
console.log(`wrote ${out} (${wav.length} bytes)`);
