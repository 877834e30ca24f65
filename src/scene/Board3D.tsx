import { Suspense } from 'react';
import { BlackDie } from './BlackDie';
import { CameraRig } from './CameraRig';
import { CardPiles } from './CardPiles';
import { Gemstones } from './Gemstones';
import { ModelBoundary } from './ModelBoundary';
import { Nautilus } from './Nautilus';
import { OceanTargets } from './OceanTargets';
import { RevealedCard } from './RevealedCard';
import { SelectionGlow } from './SelectionGlow';
import { ShipMiniatures } from './ShipMiniatures';
import { ShipTokens } from './ShipTokens';
import { Squadrons } from './Squadrons';
import { GroupMarks } from './pieces/GroupMarks';
import { EventStaging } from './staging/EventStaging';
import { Table } from './Table';
import { TrackMarkers } from './TrackMarkers';
import { TableauSquadrons } from './versus/TableauSquadrons';
import { VersusTable } from './versus/VersusTable';

export interface Board3DProps {
  /** Load the .glb miniatures (off in Node scene tests, which have no network). */
  withModels?: boolean;
  /** Mount the orbit camera controls (off in Node scene tests, which have no DOM). */
  withCameraRig?: boolean;
}

/** The whole table, drawn from `boardViewAtom`. */
export function Board3D({ withModels = true, withCameraRig = true }: Board3DProps) {
  return (
    <>
      <Table />
      <OceanTargets />
      <SelectionGlow />
      <ShipTokens />
      <ShipMiniatures />
      <GroupMarks />
      <TrackMarkers />
      <Gemstones />
      <BlackDie />
      <CardPiles />
      <RevealedCard />
      <VersusTable />
      <EventStaging />
      <ModelBoundary>
        <Suspense fallback={null}>
          <Nautilus withModel={withModels} />
          <Squadrons withModels={withModels} />
          <TableauSquadrons withModels={withModels} />
        </Suspense>
      </ModelBoundary>
      {withCameraRig && <CameraRig />}
    </>
  );
}
