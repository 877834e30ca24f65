/** A few seconds of noise, white or 'brown' (smoothed: a sea's rumble), made once per context. */
export function noiseBuffer(
  context: BaseAudioContext,
  seconds: number,
  brown: boolean,
): AudioBuffer {
  const length = Math.floor(context.sampleRate * seconds);
  const buffer = context.createBuffer(1, length, context.sampleRate);
  const data = buffer.getChannelData(0);
  // A small fixed generator: the same sea every visit.
  let seed = 0x9e3779b9;
  let last = 0;
  for (let i = 0; i < length; i++) {
    seed = (Math.imul(seed ^ (seed >>> 15), 0x2c1b3c6d) + 0x6d2b79f5) >>> 0;
    const white = (seed / 4294967296) * 2 - 1;
    last = brown ? (last + 0.02 * white) / 1.02 : white;
    data[i] = brown ? last * 3.5 : white;
  }
  // Fade the ends so the loop has no click.
  const fade = Math.min(2000, length >> 3);
  for (let i = 0; i < fade; i++) {
    const k = i / fade;
    data[i] = (data[i] ?? 0) * k;
    data[length - 1 - i] = (data[length - 1 - i] ?? 0) * k;
  }
  return buffer;
}
