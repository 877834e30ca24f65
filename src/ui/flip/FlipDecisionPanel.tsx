import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  flipDecisionAtom,
  flipDispatchAtom,
  flipLatestStateAtom,
  flipSelectedTargetAtom,
} from '../../state/flip/flipAtoms';
import { flipChoicesAtom } from '../../state/flip/flipInputAtoms';
import type { FlipChoice } from '../../state/flip/flipChoices';
import { describeFlipDecision, flipDecisionRule } from '../../state/flip/describeFlip';
import { sameTarget, targetKey } from '../../state/flip/flipTarget';
import { targetName } from '../../state/flip/flipLabels';
import { COLORS, button, disabledButton, panel } from '../play/theme';
import { FlipCourseList } from './FlipCourseList';

/** More options than this are grouped by table target first. */
const GROUP_ABOVE = 16;

interface Group {
  key: string;
  label: string;
  choices: FlipChoice[];
}

function groupByTarget(choices: FlipChoice[], lineup: readonly number[]): Group[] {
  const groups = new Map<string, Group>();
  for (const c of choices) {
    if (!c.target || !c.action) continue;
    const key = targetKey(c.target);
    const g = groups.get(key) ?? { key, label: targetName(c.target, lineup), choices: [] };
    g.choices.push(c);
    groups.set(key, g);
  }
  return [...groups.values()];
}

/**
 * The decision of the seat to play: the prompt, the rule, every legal choice as a button, and the
 * illegal ones greyed out with the reason on hover. A table click narrows the list.
 */
export function FlipDecisionPanel({ disabled = false }: { disabled?: boolean }) {
  const { t } = useTranslation();
  const decision = useAtomValue(flipDecisionAtom);
  const state = useAtomValue(flipLatestStateAtom);
  const choices = useAtomValue(flipChoicesAtom);
  const dispatch = useSetAtom(flipDispatchAtom);
  const [selected, setSelected] = useAtom(flipSelectedTargetAtom);

  const main = useMemo(() => choices.filter((c) => c.group === 'main'), [choices]);
  const free = useMemo(() => choices.filter((c) => c.group === 'free'), [choices]);
  const narrowed = useMemo(
    () => (selected ? main.filter((c) => sameTarget(c.target, selected)) : []),
    [main, selected],
  );
  const legalMain = main.filter((c) => c.action);
  const grouped = !selected && legalMain.length > GROUP_ABOVE;
  const shown = selected && narrowed.length > 0 ? narrowed : main;
  const keyed = shown.filter((c) => c.action).slice(0, 9);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (disabled || e.target instanceof HTMLInputElement || e.target instanceof HTMLSelectElement)
        return;
      const n = Number(e.key);
      if (!grouped && Number.isInteger(n) && n >= 1 && n <= 9) {
        const action = keyed[n - 1]?.action;
        if (action) dispatch(action);
      }
      if (e.key === 'Escape') setSelected(null);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [keyed, grouped, dispatch, setSelected, disabled]);

  if (!decision || !state) return null;
  const renderChoice = (c: FlipChoice) => {
    const hotkey = keyed.indexOf(c);
    return (
      <button
        key={c.key}
        data-testid={c.action ? 'flip-option' : 'flip-illegal'}
        disabled={disabled || !c.action}
        title={c.reason ?? c.label}
        style={c.action ? button : disabledButton}
        onClick={() => c.action && dispatch(c.action)}
      >
        {hotkey >= 0 && !grouped && (
          <kbd style={{ color: COLORS.muted, marginRight: 6 }}>{hotkey + 1}</kbd>
        )}
        {c.label}
      </button>
    );
  };
  return (
    <section
      aria-label={t('flip.panel.decision')}
      data-testid="flip-decision"
      data-kind={decision.kind}
      style={{
        ...panel,
        position: 'absolute',
        right: 10,
        top: 64,
        width: 340,
        maxHeight: 'calc(100vh - 250px)',
        overflow: 'auto',
        padding: 12,
      }}
    >
      <div style={{ marginBottom: 4 }}>{describeFlipDecision(decision, state)}</div>
      <div style={{ color: COLORS.muted, fontSize: 12, marginBottom: 8 }}>
        {flipDecisionRule(decision)}
      </div>
      {decision.kind === 'chartStep' && !selected && (
        <FlipCourseList decision={decision} disabled={disabled} />
      )}
      {selected && (
        <button style={{ ...button, marginBottom: 8 }} onClick={() => setSelected(null)}>
          {t('flip.panel.showAll')}
        </button>
      )}
      <div style={{ display: 'grid', gap: 4 }}>
        {grouped
          ? groupByTarget(legalMain, state.lineup).map((g) => (
              <button
                key={g.key}
                data-testid="flip-target-group"
                style={button}
                disabled={disabled}
                onClick={() => {
                  const only = g.choices[0];
                  if (g.choices.length === 1 && only?.action) dispatch(only.action);
                  else setSelected(only?.target ?? null);
                }}
              >
                {t('flip.panel.ways', { label: g.label, count: g.choices.length })}
              </button>
            ))
          : shown.filter((c) => c.action).map(renderChoice)}
        {grouped && legalMain.filter((c) => !c.target).map(renderChoice)}
      </div>
      {free.length > 0 && (
        <details style={{ marginTop: 10 }}>
          <summary style={{ color: COLORS.brass, cursor: 'pointer' }}>
            {t('flip.panel.free', { count: free.length })}
          </summary>
          <div style={{ display: 'grid', gap: 4, marginTop: 6 }}>{free.map(renderChoice)}</div>
        </details>
      )}
      {shown.some((c) => !c.action) && (
        <details style={{ marginTop: 10 }}>
          <summary style={{ color: COLORS.muted, cursor: 'pointer' }}>
            {t('flip.panel.notPossible', { count: shown.filter((c) => !c.action).length })}
          </summary>
          <div style={{ display: 'grid', gap: 4, marginTop: 6 }}>
            {shown.filter((c) => !c.action).map(renderChoice)}
          </div>
        </details>
      )}
    </section>
  );
}
