import { useAtom, useAtomValue } from 'jotai';
import { mutedAtom, volumeAtom } from '../../state/app/settings';

/** The remembered sound volume; disabled while sound is off. */
export function VolumeSlider({ width, label }: { width: number; label?: string }) {
  const [volume, setVolume] = useAtom(volumeAtom);
  const muted = useAtomValue(mutedAtom);
  return (
    <input
      type="range"
      aria-label={label}
      min={0}
      max={1}
      step={0.05}
      value={volume}
      disabled={muted}
      onChange={(e) => setVolume(Number(e.target.value))}
      style={{ verticalAlign: 'middle', width }}
    />
  );
}
