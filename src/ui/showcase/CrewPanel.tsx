import { useAtomValue } from 'jotai';
import { crewSettingsAtom } from '../../state/crew/crewAtoms';
import { SAFE_X, SAFE_Y } from './broadcastTheme';
import { CrewJoinCard } from './CrewJoinCard';
import { CrewVoteBoard } from './CrewVoteBoard';

/** The crew vote's column on the stream's right: how to join, then the vote. */
export function CrewPanel() {
  const settings = useAtomValue(crewSettingsAtom);
  if (!settings) return null;
  return (
    <aside
      data-testid="crew-panel"
      style={{
        position: 'absolute',
        right: SAFE_X,
        top: SAFE_Y,
        width: 'min(27vw, 520px)',
        // Clear of the presenter bar at the bottom.
        maxHeight: `calc(100vh - 2 * ${SAFE_Y} - 4.5em)`,
        display: 'flex',
        flexDirection: 'column',
        gap: '0.6em',
        fontSize: 'clamp(13px, 1vw, 20px)',
      }}
    >
      <CrewJoinCard />
      <CrewVoteBoard />
    </aside>
  );
}
