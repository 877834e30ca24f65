import { useFrame, useThree } from '@react-three/fiber';
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useRef, useState } from 'react';
import { Quaternion, type Group, type Mesh } from 'three';
import { completeRollAtom } from '../../state/table/diceAtoms';
import {
  DEFAULT_TRAY,
  activeRecordingAtom,
  type ActiveRecording,
} from '../../state/table/diceRecording';
import {
  colourBlindAtom,
  reducedMotionAtom,
  speedAtom,
  speedFactor,
} from '../../state/app/settings';
import { TrayModel } from './TrayModel';
import { samplePose } from './samplePose';
import { topValue } from './topValue';
import { useDiceAssets } from './useDiceAssets';
import { useDiceSound } from './useDiceSound';

/** The name of the tray's root group (the tray and its dice), for the dice inset. */
export const DICE_TRAY_ROOT = 'dice-tray-root';

export interface DiceTrayProps {
  position?: [number, number, number];
  /** Scene units per die edge. */
  scale?: number;
}

interface Playback {
  id: number;
  /** Recording time played so far, in simulated seconds. */
  time: number;
  frame: number;
  started: boolean;
  done: boolean;
}

/** At most this many impact sounds start in one rendered frame. */
const MAX_SOUNDS_PER_FRAME = 3;
const worldQuat = new Quaternion();

/**
 * The physics dice tray: plays the active roll's recording (simulated in the state layer),
 * turns each die mesh by its correction so the rolled value lands up, plays impact sounds,
 * and reports the values it shows once the dice are at rest.
 */
export function DiceTray({ position = [0, 0, 0], scale = 1 }: DiceTrayProps) {
  const active = useAtomValue(activeRecordingAtom);
  const speed = useAtomValue(speedAtom);
  const reducedMotion = useAtomValue(reducedMotionAtom);
  const colourBlind = useAtomValue(colourBlindAtom);
  const completeRoll = useSetAtom(completeRollAtom);
  const invalidate = useThree((state) => state.invalidate);
  const playSound = useDiceSound();
  const { geometry, materials } = useDiceAssets(colourBlind);
  const [shown, setShown] = useState<ActiveRecording | undefined>(undefined);
  const playback = useRef<Playback>({ id: 0, time: 0, frame: 0, started: false, done: true });
  const groups = useRef<(Group | null)[]>([]);
  const meshes = useRef<(Mesh | null)[]>([]);

  useEffect(() => {
    if (!active) return;
    setShown(active);
    playback.current = { id: active.request.id, time: 0, frame: 0, started: false, done: false };
    invalidate();
  }, [active, invalidate]);

  useFrame((_, delta) => {
    const pb = playback.current;
    if (!shown || pb.done || pb.id !== shown.request.id) return;
    const rec = shown.recording;
    const last = rec.frameCount - 1;
    const factor = reducedMotion ? Infinity : speedFactor(speed);
    const previous = pb.frame;
    if (factor === Infinity) {
      pb.frame = last;
    } else {
      if (pb.started) pb.time += Math.min(delta, 0.1) * factor;
      pb.frame = Math.min(last, pb.time / rec.dt);
      let sounds = 0;
      for (const hit of rec.collisions) {
        if (hit.step > pb.frame) break;
        if (hit.step > previous || (!pb.started && hit.step === 0)) {
          if (sounds++ < MAX_SOUNDS_PER_FRAME) playSound(hit.speed, hit.step + hit.die);
        }
      }
    }
    pb.started = true;
    for (let i = 0; i < rec.dieCount; i++) {
      const group = groups.current[i];
      if (group) samplePose(rec, pb.frame, i, group.position, group.quaternion);
    }
    if (pb.frame < last) {
      invalidate();
      return;
    }
    pb.done = true;
    const shownValues = rec.dice.map((_die, i) => {
      const group = groups.current[i];
      const mesh = meshes.current[i];
      if (!group || !mesh) return 0;
      worldQuat.copy(group.quaternion).multiply(mesh.quaternion);
      return topValue(worldQuat);
    });
    completeRoll({
      id: shown.request.id,
      rollIndex: shown.request.rollIndex,
      requested: shown.request.dice.map((d) => d.value),
      shown: shownValues,
      colors: shown.request.dice.map((d) => d.color),
      attempts: rec.attempts,
      settleSeconds: rec.settleSteps * rec.dt,
    });
  });

  const recording = shown?.recording;
  return (
    <group name={DICE_TRAY_ROOT} position={position} scale={scale}>
      <TrayModel
        width={recording?.tray.width ?? DEFAULT_TRAY.width}
        depth={recording?.tray.depth ?? DEFAULT_TRAY.depth}
      />
      {recording?.dice.map((die, i) => (
        <group
          key={`${shown?.request.id}-${i}`}
          ref={(el) => {
            groups.current[i] = el;
          }}
          position={[0, -10, 0]}
        >
          <mesh
            ref={(el) => {
              meshes.current[i] = el;
            }}
            name={`die-${i}`}
            geometry={geometry}
            material={materials[die.color]}
            quaternion={[...die.correction]}
            castShadow
            receiveShadow
          />
        </group>
      ))}
    </group>
  );
}
