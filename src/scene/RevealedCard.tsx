import { useFrame, useThree } from '@react-three/fiber';
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import { PlaneGeometry, Quaternion, Vector3, type Camera, type Group } from 'three';
import { boardViewAtom } from '../state/nemo/boardViewAtom';
import { pendingEventAtom, shownStateAtom } from '../state/nemo/gameAtoms';
import { tableReachedAtom } from '../state/nemo/tablePose';
import { revealedCardView } from '../state/nemo/toBoardView';
import { stagingOf } from '../state/nemo/events/stagingOf';
import { reducedMotionAtom, speedAtom } from '../state/app/settings';
import { clickTargetAtom } from '../state/nemo/tableInput';
import { hoverTableItemAtom, pinTableItemAtom } from '../state/table/tableItem';
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

type Phase =
  /** Lying in its place (or nothing to show). */
  | { kind: 'rest' }
  /** Rising off the pile towards the camera since `at` (ms). */
  | { kind: 'rise'; at: number }
  /** Held up to be read while its reveal is on stage (and while the step pause waits). */
  | { kind: 'held' }
  /** Laying itself down in its place since `at` (ms). */
  | { kind: 'settle'; at: number };

/** Debug only: the card on show, its phase and where it lies on the page (`revealedCard()`). */
export const revealedCardProbe: {
  cardId: string | null;
  phase: Phase['kind'];
  rect: { left: number; top: number; right: number; bottom: number } | null;
} = { cardId: null, phase: 'rest', rect: null };

const corner = new Vector3();
const HALF_W = (CARD_WIDTH * SCALE) / 2;
const HALF_D = (CARD_DEPTH * SCALE) / 2;

/** Share of the staging's time the card takes to rise, and to lay itself down. */
const RISE_SHARE = 0.3;
const SETTLE_SHARE = 0.25;

/**
 * The card just drawn: while its reveal is on stage it rises off the draw pile and is held up
 * facing the camera, so its title and test can be read (and it stays there while the step pause
 * waits); once the reveal has played it lays itself face up in its place (issue 17's card
 * reveal, issue 27 point 2). It tells the state layer when it is held up, so that no text names
 * the card before the table shows it. Its time follows the speed setting; reduced motion shows
 * the poses at once.
 */
function probe(g: Group, camera: Camera, canvas: HTMLCanvasElement): void {
  // (a test renderer's canvas has no place on a page)
  if (typeof canvas.getBoundingClientRect !== 'function') return;
  const box = canvas.getBoundingClientRect();
  let left = Infinity;
  let top = Infinity;
  let right = -Infinity;
  let bottom = -Infinity;
  for (const [x, z] of [
    [-HALF_W, -HALF_D],
    [HALF_W, -HALF_D],
    [-HALF_W, HALF_D],
    [HALF_W, HALF_D],
  ] as const) {
    corner.set(x, 0, z);
    g.localToWorld(corner).project(camera);
    const px = box.left + ((corner.x + 1) / 2) * box.width;
    const py = box.top + ((1 - corner.y) / 2) * box.height;
    left = Math.min(left, px);
    right = Math.max(right, px);
    top = Math.min(top, py);
    bottom = Math.max(bottom, py);
  }
  revealedCardProbe.rect = { left, top, right, bottom };
}

export function RevealedCard() {
  const view = useAtomValue(boardViewAtom);
  const pending = useAtomValue(pendingEventAtom);
  const staged = pending?.type === 'CardRevealed' ? pending : null;
  const pack = useAtomValue(shownStateAtom)?.setup.contentPack;
  const stagedView = useMemo(
    () => (staged ? revealedCardView(staged.card, pack) : null),
    [staged, pack],
  );
  const card = stagedView ?? view.cards.revealed;
  const selectable = view.selectable.cards;
  const click = useSetAtom(clickTargetAtom);
  const setReached = useSetAtom(tableReachedAtom);
  const hover = useSetAtom(hoverTableItemAtom);
  const pin = useSetAtom(pinTableItemAtom);
  const invalidate = useThree((s) => s.invalidate);
  const speed = useAtomValue(speedAtom);
  const reduced = useAtomValue(reducedMotionAtom);
  const ms = stagingOf({ type: 'CardRevealed' }, speed, reduced).durationMs;
  const group = useRef<Group>(null);
  const phase = useRef<Phase>({ kind: 'rest' });
  const seen = useRef<string | null>(null);
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
    const now = performance.now();
    const p = phase.current;
    if (staged) {
      if (staged.card !== seen.current || p.kind === 'rest' || p.kind === 'settle') {
        seen.current = staged.card;
        phase.current = ms > 0 ? { kind: 'rise', at: now } : { kind: 'held' };
      }
      // With no time to rise, the card is up at once.
      if (phase.current.kind === 'held') setReached(staged);
    } else if (p.kind === 'rise' || p.kind === 'held') {
      phase.current = ms > 0 ? { kind: 'settle', at: now } : { kind: 'rest' };
    } else if (card && card.cardId !== seen.current) {
      // A card already on the table (a loaded game, a skipped queue) is simply there.
      seen.current = card.cardId;
      phase.current = { kind: 'rest' };
    }
    invalidate();
  }, [staged, card, ms, invalidate, setReached]);

  useFrame(({ camera, gl }) => {
    const g = group.current;
    if (!g) return;
    const p = phase.current;
    const now = performance.now();
    start.set(TABLE_LAYOUT.drawPile.x, REST_Y, TABLE_LAYOUT.drawPile.z);
    rest.set(TABLE_LAYOUT.revealedCard.x, REST_Y, TABLE_LAYOUT.revealedCard.z);
    // held up in front of the camera, a little below the middle of the view
    camera.getWorldDirection(held).multiplyScalar(PRESENT_DISTANCE).add(camera.position);
    down.set(0, -1, 0).applyQuaternion(camera.quaternion).multiplyScalar(0.9);
    held.add(down);
    presented.copy(camera.quaternion).multiply(TURN_TO_VIEWER);
    if (p.kind === 'rest') {
      g.position.copy(rest);
      g.quaternion.copy(FACE_UP);
    } else if (p.kind === 'held') {
      g.position.copy(held);
      g.quaternion.copy(presented);
    } else if (p.kind === 'rise') {
      // wall-clock time, so that the reveal keeps its length on a slow renderer
      const t = Math.min(1, (now - p.at) / (ms * RISE_SHARE));
      const rise = smooth(t);
      g.position.lerpVectors(start, held, rise);
      g.position.y += Math.sin(Math.PI * rise) * 1.5;
      g.quaternion.slerpQuaternions(FACE_DOWN, presented, rise);
      if (t >= 1) {
        phase.current = { kind: 'held' };
        if (staged) setReached(staged);
      } else invalidate();
    } else {
      const t = Math.min(1, (now - p.at) / (ms * SETTLE_SHARE));
      const settle = smooth(t);
      g.position.lerpVectors(held, rest, settle);
      g.quaternion.slerpQuaternions(presented, FACE_UP, settle);
      if (t >= 1) phase.current = { kind: 'rest' };
      invalidate();
    }
    revealedCardProbe.phase = phase.current.kind;
    probe(g, camera, gl.domElement);
  });

  revealedCardProbe.cardId = card?.cardId ?? null;
  if (!card) {
    revealedCardProbe.rect = null;
    return null;
  }
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
        onClick={(e) => {
          e.stopPropagation();
          if (isDrag(e)) return;
          if (canPick) click({ kind: 'card', id: card.cardId });
          else pin({ kind: 'card', id: card.cardId, x: e.clientX, y: e.clientY });
        }}
        onPointerOver={(e) => {
          e.stopPropagation();
          hover({ kind: 'card', id: card.cardId, x: e.clientX, y: e.clientY });
        }}
        onPointerOut={() => hover(null)}
      >
        <meshStandardMaterial map={front} color={front ? '#ffffff' : '#efe2c0'} roughness={0.75} />
      </mesh>
      <mesh geometry={geometry} rotation-z={Math.PI} position-y={-0.005}>
        <meshStandardMaterial map={back} color={back ? '#ffffff' : '#10283d'} roughness={0.75} />
      </mesh>
    </group>
  );
}
