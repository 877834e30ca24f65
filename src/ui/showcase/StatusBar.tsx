import { useAtomValue } from 'jotai';
import type { MotiveId } from '../../core/data';
import { useTranslation } from 'react-i18next';
import { motiveName } from '../play/describeMotive';
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
  const { t } = useTranslation();
  if (!status) return null;
  const motive = motiveName(status.motive as MotiveId);
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
          {t('showcase.status.title', { motive })}
        </div>
        <div style={{ fontWeight: 'bold', fontSize: '1.1em' }}>
          {t('showcase.status.actTurn', {
            act: ROMAN[status.act] ?? status.act,
            turn: status.turn,
          })}
        </div>
      </div>
      <Cell label={t('showcase.status.notoriety')} value={status.notoriety} />
      <Cell label={t('showcase.status.nemo')} value={status.nemo} />
      <Cell label={t('showcase.status.crew')} value={status.crew} />
      <Cell label={t('showcase.status.hull')} value={status.hull} />
      <Cell label={t('showcase.status.ap')} value={status.ap} />
      <Cell
        label={status.ended ? t('showcase.status.final') : t('showcase.status.ifEndedNow')}
        value={
          status.score === null
            ? t('showcase.status.defeat')
            : t('showcase.status.vp', { vp: status.score })
        }
        testId="showcase-score"
      />
    </div>
  );
}
