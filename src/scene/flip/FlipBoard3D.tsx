import { ChallengeCards } from './ChallengeCards';
import { FlipCameraRig } from './FlipCameraRig';
import { FlipCards } from './FlipCards';
import { FlipSheet } from './FlipSheet';
import { FlipTable } from './FlipTable';
import { NautilusMarker } from './NautilusMarker';
import { PhaseTokens } from './PhaseTokens';

export interface FlipBoard3DProps {
  /** Mount the orbit camera controls (off in Node scene tests, which have no DOM). */
  withCameraRig?: boolean;
}

/** The Flip Voyage table, drawn from the Flip atoms: the sheet, the cards and phase tokens. */
export function FlipBoard3D({ withCameraRig = true }: FlipBoard3DProps) {
  return (
    <>
      <FlipTable />
      <FlipSheet />
      <FlipCards />
      <PhaseTokens />
      <NautilusMarker />
      <ChallengeCards />
      {withCameraRig && <FlipCameraRig />}
    </>
  );
}
