import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useMemo, type CSSProperties } from 'react';
import type { Action, GameState } from '../../core/types';
import { decisionAtom, dispatchAtom, latestStateAtom } from '../../state/game/gameAtoms';
import { describeAction } from '../../state/game/describe';
import { actionOcean, actionShip } from '../../state/game/toBoardView';
import { selectedTargetAtom } from '../../state/tableInput';
import type { TableTarget } from '../../state/boardView';
import { handoffNeededAtom, seatsAtom } from '../../state/game/seatAtoms';
import { COLORS, button, panel } from './theme';
import { RollPreviewLine } from './RollPreviewLine';
import { ruleLabel } from '../../state/game/ruleLabel';

/** Sits at the top of the panel dock, shrinking (and scrolling) before the log does. */
const DOCKED: CSSProperties = { flex: '0 1 auto', minHeight: 0, fontSize: 'inherit' };

function matchesTarget(state: GameState, action: Action, target: TableTarget | null): boolean {
  if (!target) return true;
  if (target.kind === 'ocean') return actionOcean(action) === target.id;
  if (target.kind === 'ship') return actionShip(state, action) === target.id;
  return false;
}

/** The pending decision: its prompt, the rule behind it, and every legal choice as a button. */
export function DecisionPanel({ disabled: forced = false }: { disabled?: boolean }) {
  const decision = useAtomValue(decisionAtom);
  const seats = useAtomValue(seatsAtom);
  const handoff = useAtomValue(handoffNeededAtom);
  const botTurn = decision ? seats[decision.seat] === 'bot' : false;
  const disabled = forced || botTurn || handoff;
  const state = useAtomValue(latestStateAtom);
  const dispatch = useSetAtom(dispatchAtom);
  const target = useAtomValue(selectedTargetAtom);
  const setTarget = useSetAtom(selectedTargetAtom);

  const options = useMemo(() => {
    if (!decision || !state) return [];
    const filtered = decision.options.filter((o) => matchesTarget(state, o, target));
    return filtered.length > 0 ? filtered : decision.options;
  }, [decision, state, target]);

  useEffect(() => {
    if (!decision || !state || !target || disabled) return;
    const matching = decision.options.filter((o) => matchesTarget(state, o, target));
    if (matching.length === 1 && matching[0]) {
      setTarget(null);
      dispatch(matching[0]);
    }
  }, [decision, state, target, dispatch, setTarget, disabled]);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (disabled || e.target instanceof HTMLInputElement || e.target instanceof HTMLSelectElement)
        return;
      const n = Number(e.key);
      if (Number.isInteger(n) && n >= 1 && n <= 9) {
        const action = options[n - 1];
        if (action) dispatch(action);
      }
      if (e.key === 'Escape') setTarget(null);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [options, dispatch, setTarget, disabled]);

  if (!decision || !state || handoff) return null;
  if (botTurn && !forced) {
    return (
      <section
        aria-label="Decision"
        data-testid="decision-bot"
        style={{ ...panel, ...DOCKED, padding: 12 }}
      >
        {decision.seat === 'imperialist' ? 'The Imperialist' : 'The Nautilus'} bot is deciding:{' '}
        {decision.prompt}…
      </section>
    );
  }
  return (
    <section
      aria-label="Decision"
      data-testid="decision"
      data-kind={decision.kind}
      style={{
        ...panel,
        ...DOCKED,
        overflow: 'auto',
        padding: 12,
      }}
    >
      <div
        style={{
          color: decision.seat === 'imperialist' ? '#f08a80' : COLORS.brass,
          marginBottom: 4,
        }}
      >
        {state.imperialist
          ? decision.seat === 'imperialist'
            ? 'Imperialist decision'
            : 'Nautilus decision'
          : 'Your decision'}
      </div>
      <div style={{ marginBottom: 4 }}>{decision.prompt.replace(/^./, (c) => c.toUpperCase())}</div>
      <div style={{ color: COLORS.muted, fontSize: 12, marginBottom: 8 }}>
        {ruleLabel(decision.rule)}
      </div>
      <RollPreviewLine state={state} />
      {target && (
        <button style={{ ...button, marginBottom: 8 }} onClick={() => setTarget(null)}>
          Showing choices for the selected {target.kind} — show all
        </button>
      )}
      <div style={{ display: 'grid', gap: 4 }}>
        {options.map((option, i) => (
          <button
            key={i}
            data-testid="option"
            disabled={disabled}
            style={button}
            onClick={() => dispatch(option)}
          >
            {i < 9 && <kbd style={{ color: COLORS.muted, marginRight: 6 }}>{i + 1}</kbd>}
            {describeAction(option, state)}
          </button>
        ))}
      </div>
    </section>
  );
}
