import { useAtomValue } from 'jotai';
import { MOTIVES } from '../../core/data/motives';
import { RESOURCE_TRACKS } from '../../core/data/tracks';
import { shownEventsAtom, shownStateAtom } from '../../state/game/gameAtoms';
import { apOrigin } from '../../state/game/phaseSummary';
import { TableauMenu } from './TableauMenu';
import { COLORS, panel } from './theme';
import { useScreenLayout } from './useScreenLayout';
import { HEADER_LINE } from '../../state/screenLayout';

export const HUD_HEIGHT = HEADER_LINE;

const PHASE_NAMES = {
  event: 'Event Phase',
  placement: 'Placement Phase',
  imperialist: 'Imperialist Phase',
  action: 'Action Phase',
  ended: 'Game over',
} as const;

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
  return (
    <span
      title={`${label} ${value}/${max}`}
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
      <span>
        Turn <strong>{state.turn}</strong> · Act <strong>{state.act}</strong> ·{' '}
        {PHASE_NAMES[state.phase]}
        {state.lull ? ' · Lull' : ''}
      </span>
      <span style={{ color: COLORS.brass }}>{MOTIVES[state.motive].name}</span>
      <Meter label="Nemo" value={state.resources.nemo} max={RESOURCE_TRACKS.nemo.max} danger={2} />
      <Meter label="Crew" value={state.resources.crew} max={RESOURCE_TRACKS.crew.max} danger={2} />
      <Meter label="Hull" value={state.resources.hull} max={RESOURCE_TRACKS.hull.max} danger={3} />
      <span
        title={`Notoriety: how hard the nations hunt the Nautilus; it rises with attacks and failed rolls and brings new ship groups.${pariah === null ? '' : ` Reaching ${pariah} (Pariah) with this Motive is a defeat.`}`}
        style={{ cursor: 'help' }}
      >
        Notoriety <strong>{state.notoriety}</strong>
        <span style={{ color: COLORS.muted }}>
          {pariah === null ? ' (no Pariah)' : ` / Pariah ${pariah}`}
        </span>
      </span>
      <span
        title={`Action Points this turn${origin ? `: ${origin}` : ''}`}
        style={{ cursor: 'help' }}
      >
        {state.imperialist ? 'Nautilus AP' : 'AP'} <strong data-testid="ap">{state.ap}</strong>
      </span>
      <TableauMenu
        state={state}
        top={headerRect.top + HUD_HEIGHT + 6}
        right={Math.max(8, window.innerWidth - headerRect.left - headerRect.width)}
      />
      <span style={{ color: COLORS.muted, display: compact ? 'none' : undefined }}>
        Draw Pile {state.drawPile.length} · Salvage {state.salvage.length}
      </span>
    </header>
  );
}
