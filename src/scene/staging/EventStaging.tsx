import { useAtomValue } from 'jotai';
import { useMemo, useRef } from 'react';
import type { GameEvent } from '../../core';
import type { BoardView } from '../../state/table/boardView';
import { boardViewAtom } from '../../state/nemo/boardViewAtom';
import { stagingOf } from '../../state/nemo/events/stagingOf';
import { pendingEventAtom } from '../../state/nemo/gameAtoms';
import { reducedMotionAtom, speedAtom } from '../../state/app/settings';
import { IMPERIALIST_MAP_CHANGES, SHIPS } from '../../core/data';
import { SHIP_FILL } from '../atlas/shipColours';
import { BOARD_WIDTH, OCEAN_LAYOUT, notorietyCell, type Point } from '../layout/boardLayout';
import { linkSegments } from '../versus/linkEnds';
import { ArrivalFx } from './ArrivalFx';
import { CombatFx } from './CombatFx';
import { FlipFx } from './FlipFx';
import { PulseFx } from './PulseFx';
import { SinkingFx } from './SinkingFx';
import { WakeFx } from './WakeFx';
import { nautilusPoint, shipSpot, slotPoint, squadronPoint } from './stagingSpots';

const HIDDEN_BACK = '#1d2f45';
const SQUADRON_WAKE = { blue: '#9cc0ff', green: '#a6e3b4' } as const;
const PURSUIT = '#ff7a52';

const midpoint = ([a, b]: [Point, Point]): Point => ({ x: (a.x + b.x) / 2, z: (a.z + b.z) / 2 });

/** A wake between two places, or a ripple where it ends when the route wraps off the map. */
function sail(from: Point | null, to: Point | null, colour: string, durationMs: number) {
  if (!to) return null;
  if (!from || Math.abs(to.x - from.x) > BOARD_WIDTH / 2)
    return <PulseFx points={[to]} colour={colour} durationMs={durationMs} />;
  return <WakeFx from={from} to={to} colour={colour} durationMs={durationMs} />;
}

/** The staging of one event against the table as it stands before the event; null for none. */
export function stageOf(event: GameEvent, view: BoardView, durationMs: number) {
  switch (event.type) {
    case 'CombatRound': {
      const ship = shipSpot(view, event.ship);
      const nautilus = nautilusPoint(view);
      if (!ship || !nautilus) return null;
      return (
        <CombatFx
          attacker={event.attacker}
          ship={ship}
          nautilus={nautilus}
          hit={event.hit}
          durationMs={durationMs}
        />
      );
    }
    case 'ShipSunk': {
      const ship = shipSpot(view, event.ship);
      return ship ? <SinkingFx ship={ship} durationMs={durationMs} /> : null;
    }
    case 'HitTaken': {
      const at = nautilusPoint(view);
      if (!at) return null;
      const colour = event.resource === 'cancelled' ? '#cfd6dd' : '#ff3b2f';
      return <PulseFx points={[at]} colour={colour} durationMs={durationMs} glow radius={1.1} />;
    }
    case 'ShipPlaced':
      return (
        <ArrivalFx at={slotPoint(event.ocean, event.slot)} face={null} durationMs={durationMs} />
      );
    case 'ShipRevealed':
      return (
        <FlipFx
          at={slotPoint(event.ocean, event.slot)}
          from={HIDDEN_BACK}
          to={event.face === 1 ? SHIP_FILL.purple : SHIP_FILL.white}
          durationMs={durationMs}
        />
      );
    case 'ShipFlipped': {
      const ship = shipSpot(view, event.ship);
      if (!ship?.face) return null;
      const to = event.face === 1 ? SHIP_FILL.purple : SHIP_FILL.white;
      return (
        <FlipFx at={ship.at} from={SHIP_FILL[ship.face.colour]} to={to} durationMs={durationMs} />
      );
    }
    case 'ShipRemoved': {
      const ship = shipSpot(view, event.ship);
      return ship ? <PulseFx points={[ship.at]} colour="#cfd6dd" durationMs={durationMs} /> : null;
    }
    case 'NautilusMoved':
      return sail(
        event.from ? OCEAN_LAYOUT[event.from].berth : null,
        OCEAN_LAYOUT[event.to].berth,
        '#f4fbff',
        durationMs,
      );
    case 'SquadronMoved':
      return sail(
        squadronPoint(event.from),
        squadronPoint(event.to),
        SQUADRON_WAKE[event.squadron],
        durationMs,
      );
    case 'ShipMoved': {
      const from = OCEAN_LAYOUT[event.from].berth;
      const to = OCEAN_LAYOUT[event.to].berth;
      const shipClass = event.ship === null ? null : SHIPS[event.ship]?.front.shipClass;
      if (shipClass === 'Airship')
        return <WakeFx from={from} to={to} colour="#d8ecff" durationMs={durationMs} arc={1.6} />;
      if (shipClass !== 'Monster') return sail(from, to, '#e9e0c8', durationMs);
      // The Sea Serpent: a green wake, and the water churns where it surfaces.
      return (
        <>
          {sail(from, to, '#8fdc9a', durationMs)}
          <PulseFx points={[to]} colour="#8fdc9a" durationMs={durationMs} beats={2} />
        </>
      );
    }
    case 'NotorietyThreshold':
      return (
        <PulseFx
          points={[notorietyCell(event.at)]}
          colour="#ffd25a"
          durationMs={durationMs}
          beats={3}
          radius={0.8}
          glow
        />
      );
    case 'ImperialistAction': {
      const ocean = view.nautilus;
      if (event.action !== 'hunt' || !ocean) return null;
      const { berth, squadrons: spots } = OCEAN_LAYOUT[ocean];
      const hunters = view.oceans[ocean].squadrons;
      return (
        <>
          {hunters.map((colour, i) => {
            const from = spots[i % 2];
            return from ? (
              <WakeFx
                key={colour}
                from={from}
                to={berth}
                colour={PURSUIT}
                durationMs={durationMs}
              />
            ) : null;
          })}
          <PulseFx
            points={[berth]}
            colour={PURSUIT}
            durationMs={durationMs}
            beats={3}
            radius={1.6}
            inward
            glow
          />
        </>
      );
    }
    case 'ActBegan': {
      if (!view.imperialist) return null;
      const { arcticIce, suezCanal } = IMPERIALIST_MAP_CHANGES;
      const canal = event.act >= suezCanal.fromAct;
      const links = canal ? [suezCanal] : arcticIce;
      const points = links.flatMap(({ a, b }) => linkSegments(a, b).map(midpoint));
      return (
        <PulseFx
          points={points}
          colour={canal ? '#3d9be0' : '#dff3ff'}
          durationMs={durationMs}
          beats={2}
          radius={1.2}
          glow
        />
      );
    }
    default:
      return null;
  }
}

/**
 * Plays the event on stage on the table (issue 17): one staging per event kind, from
 * `stagingOf`, timed by the speed setting; reduced motion and 'instant' show final poses only.
 * Frames are requested only while a staging runs.
 */
export function EventStaging() {
  const event = useAtomValue(pendingEventAtom);
  const view = useAtomValue(boardViewAtom);
  const speed = useAtomValue(speedAtom);
  const reduced = useAtomValue(reducedMotionAtom);
  const count = useRef(0);
  const key = useMemo(() => (event ? ++count.current : 0), [event]);
  if (!event) return null;
  const { durationMs } = stagingOf(event, speed, reduced);
  if (durationMs <= 0) return null;
  return (
    <group key={key} name="event-staging">
      {stageOf(event, view, durationMs)}
    </group>
  );
}
