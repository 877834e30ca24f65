import { useFrame, useThree } from '@react-three/fiber';
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import { PlaneGeometry, Quaternion, Vector3, type Group } from 'three';
import { boardViewAtom } from '../state/boardViewAtom';
import { stagingOf } from '../state/events/stagingOf';
import { reducedMotionAtom, speedAtom } from '../state/settings';
import { clickTargetAtom } from '../state/tableInput';
import { drawCardBack, drawRevealedCard } from './atlas/drawCard';
import { i18n } from '../i18n/i18n';
import { drawToTexture } from './atlas/drawToTexture';
import { CARD_DEPTH, CARD_WIDTH, TABLE_LAYOUT } from './layout/tableLayout';
import { isDrag } from './pieces/isDrag';

const SCALE = 1.3;
const REST_Y = 0.02;
/** How far in front of the camera the card is held up to be read. */
const PRESENT_DISTANCE = 11;
const FACE_DOWN = new Quaternion().setFromAxisAngle(new Vector3(0, 0, 1), Math.PI);
const FACE_UP = new Quaternion();
const TURN_TO_VIEWER = new Quaternion().setFromAxisAngle(new Vector3(1, 0, 0), Math.PI / 2);
const presented = new Quaternion();
const held = new Vector3();
const start = new Vector3();
const rest = new Vector3();
const down = new Vector3();

const smooth = (t: number) => t * t * (3 - 2 * t);
const part = (t: number, from: number, to: number) =>
  Math.min(1, Math.max(0, (t - from) / (to - from)));

/**
 * The card just drawn: it rises off the draw pile, turns to face the camera so its title and
 * test can be read, then lays itself face up in its place (issue 17's card reveal). Its time
 * follows the speed setting; reduced motion lays it down at once.
 */
export function RevealedCard() {
  const card = useAtomValue(boardViewAtom).cards.revealed;
  const selectable = useAtomValue(boardViewAtom).selectable.cards;
  const click = useSetAtom(clickTargetAtom);
  const invalidate = useThree((s) => s.invalidate);
  const speed = useAtomValue(speedAtom);
  const reduced = useAtomValue(reducedMotionAtom);
  const seconds = stagingOf({ type: 'CardRevealed' }, speed, reduced).durationMs / 1000;
  const group = useRef<Group>(null);
  const progress = useRef(1);
  const seen = useRef<string | null>(null);
  const mounted = useRef(false);
  const started = useRef(0);
  const geometry = useMemo(
    () => new PlaneGeometry(CARD_WIDTH * SCALE, CARD_DEPTH * SCALE).rotateX(-Math.PI / 2),
    [],
  );
  const front = useMemo(
    () =>
      card
        ? drawToTexture(512, 732, (c, w, h) => {
            // twice the pixels, for reading the card when it is held up to the camera
            c.scale(2, 2);
            drawRevealedCard(c, card, w / 2, h / 2);
          })
        : null,
    [card],
  );
  const back = useMemo(
    () =>
      drawToTexture(256, 366, (c, w, h) => drawCardBack(c, i18n.t('table.drawPile'), null, w, h)),
    [],
  );
  useEffect(() => () => front?.dispose(), [front]);

  useLayoutEffect(() => {
    // A card already on the table when it is set up is simply there; later ones are revealed.
    const first = !mounted.current;
    mounted.current = true;
    if (!card || card.cardId === seen.current) return;
    progress.current = first || seconds <= 0 ? 1 : 0;
    started.current = performance.now();
    seen.current = card.cardId;
    invalidate();
  }, [card, seconds, invalidate]);

  useFrame(({ camera }) => {
    const g = group.current;
    if (!g) return;
    const t = progress.current;
    start.set(TABLE_LAYOUT.drawPile.x, REST_Y, TABLE_LAYOUT.drawPile.z);
    rest.set(TABLE_LAYOUT.revealedCard.x, REST_Y, TABLE_LAYOUT.revealedCard.z);
    // held up in front of the camera, a little below the middle of the view
    camera.getWorldDirection(held).multiplyScalar(PRESENT_DISTANCE).add(camera.position);
    down.set(0, -1, 0).applyQuaternion(camera.quaternion).multiplyScalar(0.9);
    held.add(down);
    presented.copy(camera.quaternion).multiply(TURN_TO_VIEWER);
    const rise = smooth(part(t, 0, 0.25));
    const settle = smooth(part(t, 0.8, 1));
    if (settle > 0) {
      g.position.lerpVectors(held, rest, settle);
      g.quaternion.slerpQuaternions(presented, FACE_UP, settle);
    } else {
      g.position.lerpVectors(start, held, rise);
      g.position.y += Math.sin(Math.PI * rise) * 1.5;
      g.quaternion.slerpQuaternions(FACE_DOWN, presented, rise);
    }
    if (t < 1) {
      // wall-clock time, so that the reveal keeps its length on a slow renderer
      progress.current = Math.min(1, (performance.now() - started.current) / 1000 / seconds);
      invalidate();
    }
  });

  if (!card) return null;
  const canPick = selectable.includes(card.cardId);
  return (
    <group
      ref={group}
      name="revealed-card"
      position={[TABLE_LAYOUT.revealedCard.x, REST_Y, TABLE_LAYOUT.revealedCard.z]}
    >
      <mesh
        geometry={geometry}
        castShadow
        onClick={
          canPick
            ? (e) => {
                e.stopPropagation();
                if (!isDrag(e)) click({ kind: 'card', id: card.cardId });
              }
            : undefined
        }
      >
        <meshStandardMaterial map={front} color={front ? '#ffffff' : '#efe2c0'} roughness={0.75} />
      </mesh>
      <mesh geometry={geometry} rotation-z={Math.PI} position-y={-0.005}>
        <meshStandardMaterial map={back} color={back ? '#ffffff' : '#10283d'} roughness={0.75} />
      </mesh>
    </group>
  );
}
