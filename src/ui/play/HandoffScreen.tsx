import { useAtomValue, useSetAtom } from 'jotai';
import { activeSeatAtom, confirmHandoffAtom, handoffNeededAtom } from '../../state/game/seatAtoms';
import { COLORS, button, panel } from './theme';

/** Hot-seat: covers the table so neither side sees the other's choices being made. */
export function HandoffScreen() {
  const needed = useAtomValue(handoffNeededAtom);
  const seat = useAtomValue(activeSeatAtom);
  const confirm = useSetAtom(confirmHandoffAtom);
  if (!needed || !seat) return null;
  const name =
    seat === 'imperialist' ? 'the Imperialist player' : 'Captain Nemo (the Nautilus player)';
  return (
    <div
      data-testid="handoff"
      style={{
        position: 'absolute',
        inset: 0,
        background: 'rgba(4,10,16,0.96)',
        display: 'grid',
        placeItems: 'center',
        zIndex: 10,
      }}
    >
      <div style={{ ...panel, padding: 28, textAlign: 'center', maxWidth: 460 }}>
        <h2 style={{ color: COLORS.brass, fontWeight: 'normal', marginTop: 0 }}>
          Pass the screen to {name}
        </h2>
        <p style={{ color: COLORS.muted }}>
          The other player should look away while{' '}
          {seat === 'imperialist' ? 'the Imperialist' : 'the Nautilus'} decides.
        </p>
        <button style={{ ...button, fontSize: 16 }} onClick={() => confirm()}>
          I am {seat === 'imperialist' ? 'the Imperialist' : 'Captain Nemo'} — show my decision
        </button>
      </div>
    </div>
  );
}
