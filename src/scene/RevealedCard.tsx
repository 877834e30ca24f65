import { useFrame, useThree } from '@react-three/fiber';
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import { PlaneGeometry, type Group } from 'three';
import { boardViewAtom } from '../state/boardViewAtom';
import { clickTargetAtom } from '../state/tableInput';
import { drawCardBack, drawRevealedCard } from './atlas/drawCard';
import { drawToTexture } from './atlas/drawToTexture';
import { CARD_DEPTH, CARD_WIDTH, TABLE_LAYOUT } from './layout/tableLayout';
import { isDrag } from './pieces/isDrag';

const SCALE = 1.3;
const FLIP_SECONDS = 0.9;
const REST_Y = 0.02;

/** The card just drawn: it lifts off the draw pile, turns over and lands face up. */
export function RevealedCard() {
  const card = useAtomValue(boardViewAtom).cards.revealed;
  const selectable = useAtomValue(boardViewAtom).selectable.cards;
  const click = useSetAtom(clickTargetAtom);
  const invalidate = useThree((s) => s.invalidate);
  const group = useRef<Group>(null);
  const progress = useRef(1);
  const seen = useRef<string | null>(null);
  const geometry = useMemo(
    () => new PlaneGeometry(CARD_WIDTH * SCALE, CARD_DEPTH * SCALE).rotateX(-Math.PI / 2),
    [],
  );
  const front = useMemo(
    () => (card ? drawToTexture(256, 366, (c, w, h) => drawRevealedCard(c, card, w, h)) : null),
    [card],
  );
  const back = useMemo(
    () => drawToTexture(256, 366, (c, w, h) => drawCardBack(c, "NEMO'S WAR", null, w, h)),
    [],
  );
  useEffect(() => () => front?.dispose(), [front]);

  useLayoutEffect(() => {
    if (!card || card.cardId === seen.current) return;
    progress.current = seen.current === null ? 1 : 0;
    seen.current = card.cardId;
    invalidate();
  }, [card, invalidate]);

  useFrame((_, dt) => {
    const g = group.current;
    if (!g) return;
    const t = progress.current;
    const ease = t * t * (3 - 2 * t);
    const from = TABLE_LAYOUT.drawPile;
    const to = TABLE_LAYOUT.revealedCard;
    g.position.set(
      from.x + (to.x - from.x) * ease,
      REST_Y + Math.sin(Math.PI * t) * 2.2,
      from.z + (to.z - from.z) * ease,
    );
    g.rotation.z = Math.PI * (1 - ease);
    if (t < 1) {
      progress.current = Math.min(1, t + Math.min(dt, 0.05) / FLIP_SECONDS);
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
