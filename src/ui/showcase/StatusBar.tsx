import { useAtomValue } from 'jotai';
import { MOTIVES } from '../../core/data/motives';
import type { MotiveId } from '../../core/data/types';
import { showcaseStatusAtom } from '../../state/showcase/showcaseAtoms';
import { COLORS, SAFE_X, SAFE_Y, broadcastPanel } from './broadcastTheme';

const ROMAN = ['', 'I', 'II', 'III'];

function Cell({
  label,
  value,
  testId,
}: {
  label: string;
  value: string | number;
  testId?: string;
}) {
  return (
    <div style={{ padding: '0.35em 0.9em', borderLeft: '1px solid rgba(217,179,106,0.35)' }}>
      <div
        style={{
          fontSize: '0.62em',
          letterSpacing: '0.14em',
          color: COLORS.muted,
          textTransform: 'uppercase',
        }}
      >
        {label}
      </div>
      <div data-testid={testId} style={{ fontWeight: 'bold', fontSize: '1.1em' }}>
        {value}
      </div>
    </div>
  );
}

/** The compact score bug: Act, turn, Notoriety, resources and the score so far. */
export function StatusBar() {
  const status = useAtomValue(showcaseStatusAtom);
  if (!status) return null;
  const motive = MOTIVES[status.motive as MotiveId]?.name ?? status.motive;
  return (
    <div
      data-testid="showcase-status"
      style={{
        ...broadcastPanel,
        position: 'absolute',
        left: SAFE_X,
        top: SAFE_Y,
        display: 'flex',
        flexWrap: 'wrap',
        maxWidth: `calc(100vw - 2 * ${SAFE_X})`,
        alignItems: 'stretch',
        fontSize: 'clamp(13px, 1vw, 20px)',
        borderTop: `3px solid ${COLORS.brass}`,
      }}
    >
      <div style={{ padding: '0.35em 0.9em', color: COLORS.brass }}>
        <div style={{ fontSize: '0.62em', letterSpacing: '0.14em', textTransform: 'uppercase' }}>
          Nemo&apos;s War · {motive}
        </div>
        <div style={{ fontWeight: 'bold', fontSize: '1.1em' }}>
          Act {ROMAN[status.act] ?? status.act} · Turn {status.turn}
        </div>
      </div>
      <Cell label="Notoriety" value={status.notoriety} />
      <Cell label="Nemo" value={status.nemo} />
      <Cell label="Crew" value={status.crew} />
      <Cell label="Hull" value={status.hull} />
      <Cell label="AP" value={status.ap} />
      <Cell
        label={status.ended ? 'Final' : 'VP if the game ended now'}
        value={status.score === null ? 'Defeat' : `${status.score} VP`}
        testId="showcase-score"
      />
    </div>
  );
}
