import { useAtomValue } from 'jotai';
import { useCallback, useEffect, useRef } from 'react';
import { mutedAtom, volumeAtom } from '../../state/app/settings';

const SOUND_URL = `${import.meta.env.BASE_URL}sounds/dice-hit.wav`;

interface AudioState {
  context: AudioContext;
  buffer?: AudioBuffer;
}

/**
 * Returns a function that plays one dice impact (louder for faster impacts). Nothing is
 * loaded or played while muted; the audio context is created when sound is first turned on.
 */
export function useDiceSound(): (impactSpeed: number, variant: number) => void {
  const muted = useAtomValue(mutedAtom);
  const volume = useAtomValue(volumeAtom);
  const audio = useRef<AudioState | undefined>(undefined);

  useEffect(() => {
    if (muted || typeof AudioContext === 'undefined') return;
    if (!audio.current) {
      const state: AudioState = { context: new AudioContext() };
      audio.current = state;
      fetch(SOUND_URL)
        .then((response) => response.arrayBuffer())
        .then((bytes) => state.context.decodeAudioData(bytes))
        .then((buffer) => {
          state.buffer = buffer;
        })
        .catch((error: unknown) => console.warn('dice sound unavailable:', error));
    }
    void audio.current.context.resume();
  }, [muted]);

  useEffect(
    () => () => {
      void audio.current?.context.close();
      audio.current = undefined;
    },
    [],
  );

  return useCallback(
    (impactSpeed: number, variant: number) => {
      const state = audio.current;
      if (muted || !state?.buffer) return;
      const { context } = state;
      const source = context.createBufferSource();
      source.buffer = state.buffer;
      source.playbackRate.value = 0.85 + (variant % 7) * 0.05;
      const gain = context.createGain();
      gain.gain.value = volume * Math.min(1, Math.pow(impactSpeed / 18, 1.5));
      source.connect(gain).connect(context.destination);
      source.start();
    },
    [muted, volume],
  );
}
