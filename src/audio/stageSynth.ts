import { noiseBuffer } from './noiseBuffer';

/** The table's sounds, all generated here with WebAudio: nothing is downloaded. */
export interface StageSynth {
  /** Sets the master volume, 0–1. */
  setVolume(volume: number): void;
  /** Starts or stops the ambient sea. */
  setSea(on: boolean): void;
  card(): void;
  /** A torpedo run (the Nautilus fires) or a gun (a warship fires); `hit` adds an impact. */
  combat(torpedo: boolean, hit: boolean): void;
  /** A Hit strikes the Nautilus. */
  hit(): void;
  /** A ship goes down: a splash, then bubbles. */
  sinking(): void;
  close(): void;
}

/** Builds the synthesiser on a fresh audio context (call it from a user gesture's aftermath). */
export function createStageSynth(context: AudioContext): StageSynth {
  const master = context.createGain();
  master.gain.value = 0.7;
  master.connect(context.destination);
  const white = noiseBuffer(context, 1.5, false);
  const brown = noiseBuffer(context, 6, true);
  let sea: { stop: () => void } | null = null;

  /** A burst of filtered noise shaped by an attack/decay envelope. */
  function noise(
    at: number,
    duration: number,
    peak: number,
    filter: BiquadFilterType,
    from: number,
    to: number,
  ): void {
    const source = context.createBufferSource();
    source.buffer = white;
    const band = context.createBiquadFilter();
    band.type = filter;
    band.frequency.setValueAtTime(from, at);
    band.frequency.exponentialRampToValueAtTime(to, at + duration);
    const gain = context.createGain();
    gain.gain.setValueAtTime(0.0001, at);
    gain.gain.exponentialRampToValueAtTime(peak, at + Math.min(0.02, duration / 4));
    gain.gain.exponentialRampToValueAtTime(0.0001, at + duration);
    source.connect(band).connect(gain).connect(master);
    source.start(at, Math.random() * 0.5, duration + 0.05);
  }

  /** A falling sine: the body of a boom, a thump or a bubble. */
  function tone(at: number, duration: number, peak: number, from: number, to: number): void {
    const osc = context.createOscillator();
    osc.type = 'sine';
    osc.frequency.setValueAtTime(from, at);
    osc.frequency.exponentialRampToValueAtTime(to, at + duration);
    const gain = context.createGain();
    gain.gain.setValueAtTime(0.0001, at);
    gain.gain.exponentialRampToValueAtTime(peak, at + 0.01);
    gain.gain.exponentialRampToValueAtTime(0.0001, at + duration);
    osc.connect(gain).connect(master);
    osc.start(at);
    osc.stop(at + duration + 0.05);
  }

  function startSea(): { stop: () => void } {
    const source = context.createBufferSource();
    source.buffer = brown;
    source.loop = true;
    const low = context.createBiquadFilter();
    low.type = 'lowpass';
    low.frequency.value = 420;
    const swell = context.createGain();
    swell.gain.value = 0.12;
    const lfo = context.createOscillator();
    lfo.frequency.value = 0.09;
    const depth = context.createGain();
    depth.gain.value = 0.06;
    lfo.connect(depth).connect(swell.gain);
    source.connect(low).connect(swell).connect(master);
    source.start();
    lfo.start();
    return {
      stop: () => {
        source.stop();
        lfo.stop();
        swell.disconnect();
      },
    };
  }

  return {
    setVolume(volume) {
      master.gain.setTargetAtTime(Math.max(0, Math.min(1, volume)), context.currentTime, 0.05);
    },
    setSea(on) {
      if (on && !sea) sea = startSea();
      if (!on && sea) {
        sea.stop();
        sea = null;
      }
    },
    card() {
      const now = context.currentTime;
      noise(now, 0.18, 0.25, 'bandpass', 5200, 1800);
      noise(now + 0.12, 0.08, 0.12, 'highpass', 3000, 2500);
    },
    combat(torpedo, hit) {
      const now = context.currentTime;
      if (torpedo) {
        noise(now, 0.7, 0.18, 'lowpass', 900, 250);
      } else {
        noise(now, 0.12, 0.5, 'highpass', 2500, 800);
        tone(now, 0.45, 0.6, 120, 40);
      }
      if (hit) {
        const at = now + (torpedo ? 0.65 : 0.5);
        tone(at, 0.9, 0.8, 90, 30);
        noise(at, 0.8, 0.45, 'lowpass', 1800, 200);
      } else {
        noise(now + 0.6, 0.5, 0.2, 'bandpass', 1400, 400);
      }
    },
    hit() {
      const now = context.currentTime;
      tone(now, 0.6, 0.7, 70, 28);
      noise(now, 0.5, 0.35, 'lowpass', 1200, 150);
    },
    sinking() {
      const now = context.currentTime;
      noise(now + 0.3, 1.2, 0.45, 'bandpass', 1600, 250);
      for (let i = 0; i < 7; i++) {
        const at = now + 0.9 + i * 0.13 + Math.random() * 0.05;
        tone(at, 0.09, 0.12, 260 + Math.random() * 380, 600 + Math.random() * 300);
      }
      tone(now + 0.4, 1.4, 0.35, 55, 25);
    },
    close() {
      sea?.stop();
      sea = null;
      void context.close();
    },
  };
}
