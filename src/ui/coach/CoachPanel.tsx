import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import { useEffect } from 'react';
import {
  cancelCoachAtom,
  coachOpenAtom,
  coachViewAtom,
  requestCoachAtom,
} from '../../state/bots/coachAtoms';
import { warmBotClientAtom } from '../../state/bots/botClientAtom';
import { decisionAtom } from '../../state/game/gameAtoms';
import { COLORS, button, panel } from '../play/theme';
import { BotThinkingLine } from './BotThinkingLine';
import { CoachOptionRow } from './CoachOptionRow';
import { useCoachKey } from './useCoachKey';

/**
 * The coach, docked with the other panels: on request (H or its button) the three best options
 * of the decision on the table, each with the chance to reach the Finale and the expected
 * score. It advises only; the player (or the seat's bot) still chooses.
 */
export function CoachPanel() {
  const [open, setOpen] = useAtom(coachOpenAtom);
  const decision = useAtomValue(decisionAtom);
  const request = useSetAtom(requestCoachAtom);
  const cancel = useSetAtom(cancelCoachAtom);
  const warm = useSetAtom(warmBotClientAtom);
  useCoachKey();
  useEffect(() => warm(), [warm]);
  useEffect(() => {
    if (open && decision) request();
  }, [open, decision, request]);
  useEffect(() => {
    if (!open) cancel();
  }, [open, cancel]);

  return (
    <>
      <BotThinkingLine />
      <section
        aria-label="Coach"
        data-testid="coach-panel"
        data-open={open}
        style={{
          ...panel,
          flex: '0 1 auto',
          minHeight: 0,
          overflow: 'auto',
          padding: open ? '8px 10px' : 0,
          fontSize: 13,
        }}
      >
        <button
          data-testid="coach-toggle"
          aria-expanded={open}
          onClick={() => setOpen((o) => !o)}
          title="What would a strong player do here? (H)"
          style={{
            ...button,
            width: '100%',
            border: 'none',
            background: 'transparent',
            padding: open ? 0 : '6px 10px',
            color: COLORS.brass,
          }}
        >
          {open ? '▾ Coach (H)' : '▸ Ask the coach (H)'}
        </button>
        {open && <CoachBody seat={decision?.seat ?? null} />}
      </section>
    </>
  );
}

function CoachBody({ seat }: { seat: 'nautilus' | 'imperialist' | null }) {
  const view = useAtomValue(coachViewAtom);
  if (!seat || view.status === 'idle')
    return <p style={{ color: COLORS.muted, margin: '6px 0 0' }}>Waiting for a decision…</p>;
  if (view.status === 'thinking')
    return (
      <p data-testid="coach-thinking" style={{ color: COLORS.muted, margin: '6px 0 0' }}>
        Weighing the options…
      </p>
    );
  if (view.status === 'none') return <p style={{ margin: '6px 0 0' }}>{view.text}</p>;
  return (
    <>
      <div style={{ color: COLORS.muted, fontSize: 12, margin: '4px 0 6px' }}>
        {view.seat === 'imperialist'
          ? 'Best for the Imperialist: what leaves the Nautilus the least (its chance and VP).'
          : 'Best three: chance to reach the Finale · expected VP (0 for a defeat).'}
      </div>
      <ol style={{ margin: 0, padding: 0 }}>
        {view.lines.map((line, i) => (
          <CoachOptionRow key={i} line={line} rank={i + 1} />
        ))}
      </ol>
      <div style={{ color: COLORS.muted, fontSize: 11 }}>
        Sampled playouts of what you cannot see ({Math.round(view.ms)} ms). You choose.
      </div>
    </>
  );
}
