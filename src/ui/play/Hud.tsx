import { useAtomValue } from 'jotai';
import { Trans, useTranslation } from 'react-i18next';
import { MOTIVES, RESOURCE_TRACKS } from '../../core/data';
import { describeMotive } from './describeMotive';
import { shownEventsAtom, shownStateAtom } from '../../state/nemo/gameAtoms';
import { apOrigin } from '../../state/nemo/phaseSummary';
import { TableauMenu } from './TableauMenu';
import { COLORS, panel } from './theme';
import { useScreenLayout } from './useScreenLayout';
import { HEADER_LINE } from '../../state/app/screenLayout';

export const HUD_HEIGHT = HEADER_LINE;

const BOLD = { b: <strong /> };

/**
 * When a long language meets a narrow header, the Pariah note after Notoriety ends in an
 * ellipsis, so the Cards & crew button is never cut off; the title still says it in full.
 */
const GIVES_WAY = { minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis' } as const;

/** The resources the HUD meters, and the level at which each one's meter turns to danger. */
const METERS = [
  { resource: 'nemo', danger: 2 },
  { resource: 'crew', danger: 2 },
  { resource: 'hull', danger: 3 },
] as const;

function Meter({
  label,
  value,
  max,
  danger,
}: {
  label: string;
  value: number;
  max: number;
  danger: number;
}) {
  const { t } = useTranslation();
  return (
    <span
      title={t('play.hud.meterTitle', { label, value, max })}
      style={{ display: 'inline-flex', gap: 4, alignItems: 'center' }}
    >
      {label}
      <strong style={{ color: value <= danger ? COLORS.danger : COLORS.ink }}>{value}</strong>
      <span style={{ color: COLORS.muted }}>/{max}</span>
    </span>
  );
}

/** Turn, Act, phase, Motive and every track at a glance. */
export function Hud() {
  const { t } = useTranslation();
  const state = useAtomValue(shownStateAtom);
  const events = useAtomValue(shownEventsAtom);
  const { headerRect, compact, dock } = useScreenLayout();
  if (!state) return null;
  const origin = apOrigin(events);
  const pariah = MOTIVES[state.motive].pariah;
  // A narrow header (a small window, or text zoomed to 200 %) wraps rather than clips.
  const narrow = headerRect.width < 560;
  return (
    <header
      data-testid="hud"
      style={{
        ...panel,
        position: 'absolute',
        top: headerRect.top,
        left: headerRect.left,
        maxWidth: headerRect.width,
        boxSizing: 'border-box',
        height: dock === 'bottom' || narrow ? undefined : HUD_HEIGHT,
        minHeight: dock === 'bottom' ? undefined : HUD_HEIGHT,
        padding: compact ? '4px 10px' : '6px 12px',
        display: 'flex',
        gap: compact ? '2px 10px' : '2px 14px',
        alignItems: 'center',
        flexWrap: dock === 'bottom' || narrow ? 'wrap' : 'nowrap',
        whiteSpace: 'nowrap',
        overflow: 'hidden',
        fontSize: compact ? 12 : 13,
      }}
    >
      <span style={{ flexShrink: 0 }}>
        <Trans
          i18nKey="play.hud.turnAct"
          values={{ turn: state.turn, act: state.act, phase: t(`play.phase.${state.phase}`) }}
          components={BOLD}
        />
        {state.lull ? (
          <span title={t('play.hud.lullTitle')} tabIndex={0} style={{ cursor: 'help' }}>
            {t('play.hud.lull')}
          </span>
        ) : null}
      </span>
      <span style={{ color: COLORS.brass }}>
        {describeMotive(state.motive).name}
        {state.setup.contentPack && (
          <span
            data-testid="hud-pack"
            title={t('packs.inPlay', { name: state.setup.contentPack.name ?? t('packs.unnamed') })}
            tabIndex={0}
            style={{ color: COLORS.good, marginLeft: 6, cursor: 'help' }}
          >
            {t('packs.hudMark')}
          </span>
        )}
      </span>
      {METERS.map(({ resource, danger }) => (
        <Meter
          key={resource}
          label={t(`play.hud.${resource}`)}
          value={state.resources[resource]}
          max={RESOURCE_TRACKS[resource].max}
          danger={danger}
        />
      ))}
      <span
        title={
          t('play.hud.notorietyTitle') +
          (pariah === null ? '' : t('play.hud.pariahTitle', { pariah }))
        }
        tabIndex={0}
        style={{ display: 'inline-flex', minWidth: 0, cursor: 'help' }}
      >
        {t('play.hud.notoriety')}
        {'\u00a0'}
        <strong>{state.notoriety}</strong>
        <span style={{ ...GIVES_WAY, color: COLORS.muted }}>
          {pariah === null ? t('play.hud.noPariah') : t('play.hud.pariah', { pariah })}
        </span>
      </span>
      <span
        title={origin ? t('play.hud.apTitleOrigin', { origin }) : t('play.hud.apTitle')}
        tabIndex={0}
        style={{ cursor: 'help' }}
      >
        {state.imperialist ? t('play.hud.nautilusAp') : t('play.hud.ap')}{' '}
        <strong data-testid="ap">{state.ap}</strong>
      </span>
      <TableauMenu
        state={state}
        top={headerRect.top + HUD_HEIGHT + 6}
        right={Math.max(8, window.innerWidth - headerRect.left - headerRect.width)}
      />
      <span
        title={`${t('play.hud.drawTitle')} ${t('play.hud.salvageTitle')}`}
        style={{ color: COLORS.muted, display: compact ? 'none' : undefined }}
      >
        {t('play.hud.piles', { draw: state.drawPile.length, salvage: state.salvage.length })}
      </span>
    </header>
  );
}
