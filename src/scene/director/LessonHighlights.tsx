import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useMemo } from 'react';
import { AdditiveBlending, MeshBasicMaterial, PlaneGeometry, RingGeometry } from 'three';
import { boardViewAtom } from '../../state/nemo/boardViewAtom';
import { renderedHighlightsAtom, stepViewAtom } from '../../state/learn/learnAtoms';
import { targetKey } from '../../state/learn/lessonTypes';
import { createGlowTexture } from '../atlas/createGlowTexture';
import { LabelSprite } from './LabelSprite';
import { targetPoint } from './targetPoint';

const HIGHLIGHT = '#7fe3ff';

/** A lesson step's highlights (cyan glows and rings) and labels on the table. */
export function LessonHighlights() {
  const step = useAtomValue(stepViewAtom);
  const view = useAtomValue(boardViewAtom);
  const report = useSetAtom(renderedHighlightsAtom);
  const glow = useMemo(
    () =>
      new MeshBasicMaterial({
        map: createGlowTexture(),
        color: HIGHLIGHT,
        transparent: true,
        blending: AdditiveBlending,
        depthWrite: false,
      }),
    [],
  );
  const ring = useMemo(
    () => new MeshBasicMaterial({ color: HIGHLIGHT, transparent: true, opacity: 0.9 }),
    [],
  );
  const plane = useMemo(() => new PlaneGeometry(1, 1).rotateX(-Math.PI / 2), []);
  const ringGeometry = useMemo(() => new RingGeometry(0.42, 0.5, 48).rotateX(-Math.PI / 2), []);
  const spots = useMemo(
    () =>
      (step?.highlights ?? []).flatMap((target) => {
        const spot = targetPoint(target, view);
        return spot
          ? [
              {
                key: targetKey(target),
                spot,
                round: target.kind !== 'ocean' && target.kind !== 'card' && target.kind !== 'dice',
              },
            ]
          : [];
      }),
    [step, view],
  );
  const labels = useMemo(
    () =>
      (step?.labels ?? []).flatMap((label) => {
        const spot = targetPoint(label.target, view);
        return spot
          ? [{ key: `${targetKey(label.target)}:${label.text}`, spot, text: label.text }]
          : [];
      }),
    [step, view],
  );

  useEffect(() => {
    report(spots.map((s) => s.key));
  }, [spots, report]);

  useEffect(
    () => () => {
      glow.dispose();
      ring.dispose();
      plane.dispose();
      ringGeometry.dispose();
    },
    [glow, ring, plane, ringGeometry],
  );

  return (
    <group name="lesson-highlights">
      {spots.map(({ key, spot, round }) => (
        <group key={key} name={`lesson-highlight:${key}`} position={[spot.x, 0.02, spot.z]}>
          <mesh geometry={plane} material={glow} scale={[spot.w + 0.9, 1, spot.d + 0.9]} />
          {round && (
            <mesh
              geometry={ringGeometry}
              material={ring}
              position-y={0.2}
              scale={[spot.w, 1, spot.d]}
            />
          )}
        </group>
      ))}
      {labels.map(({ key, spot, text }) => (
        <LabelSprite key={key} text={text} position={[spot.x, 0.5, spot.z - spot.d / 2 - 0.1]} />
      ))}
    </group>
  );
}
