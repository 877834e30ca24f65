import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useMemo, useRef, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { type Action, type GameState, rollPreview } from '../../core';
import { decisionAtom, latestStateAtom } from '../../state/nemo/gameAtoms';
import { playerDispatchAtom } from '../../state/nemo/playerMoveAtoms';
import { labelOptions, optionIndexOfKey, optionKey } from '../../state/nemo/optionLabels';
import { distinctOptions } from '../../state/nemo/distinctOptions';
import { groupOptions, type OptionItem } from '../../state/nemo/paymentGroups';
import { COMPACT_AFTER, displayOrder, optionRows } from '../../state/nemo/optionRows';
import { decisionCrowdedAtom, decisionLongAtom } from '../../state/app/screenLayout';
import { exertChance } from '../../state/nemo/rollStakes';
import { describePrompt } from '../../state/nemo/describe';
import { pointedPieceAtom } from '../../state/nemo/pointedPiece';
import { actionOcean, actionShip } from '../../state/nemo/toBoardView';
import { selectedTargetAtom } from '../../state/nemo/tableInput';
import type { TableTarget } from '../../state/table/boardView';
import { handoffNeededAtom, seatsAtom } from '../../state/nemo/seatAtoms';
import { COLORS, button, panel } from './theme';
import { useScreenLayout } from './useScreenLayout';
import { RollPreviewLine } from './RollPreviewLine';
import { DecisionOption } from './DecisionOption';
import { PaymentPicker } from './PaymentPicker';
import { ImperialistOptionsNote } from './ImperialistOptionsNote';
import { StepControl } from './StepControl';
import { StepPause } from './StepPause';
import { PhaseSummaryLine } from './PhaseSummaryLine';
import { ruleLabel } from '../../state/nemo/ruleLabel';
import { decisionCard } from '../../state/nemo/decisionCard';
import { cardInfo, treasureInfo } from '../../state/nemo/itemInfo';

/**
 * Sits at the top of the panel dock with first call on its height: the coach and the log shrink
 * to their minimums before it does, and past that it scrolls within itself.
 */
const DOCKED: CSSProperties = { flex: '0 1 auto', minHeight: 0, fontSize: 'inherit' };

/** What stays below a decision in the right dock: a line of coach and log, the tools, the command box. */
const KEPT_BELOW = 180;

function matchesTarget(state: GameState, action: Action, target: TableTarget | null): boolean {
  if (!target) return true;
  if (target.kind === 'ocean') return actionOcean(action) === target.id;
  if (target.kind === 'ship') return actionShip(state, action) === target.id;
  return false;
}

/** The pending decision: its prompt, the rule behind it, and every legal choice as a button. */
export function DecisionPanel({ disabled: forced = false }: { disabled?: boolean }) {
  const { t } = useTranslation();
  const decision = useAtomValue(decisionAtom);
  const seats = useAtomValue(seatsAtom);
  const handoff = useAtomValue(handoffNeededAtom);
  const botTurn = decision ? seats[decision.seat] === 'bot' : false;
  const disabled = forced || botTurn || handoff;
  const state = useAtomValue(latestStateAtom);
  const dispatch = useSetAtom(playerDispatchAtom);
  const target = useAtomValue(selectedTargetAtom);
  const setTarget = useSetAtom(selectedTargetAtom);
  const point = useSetAtom(pointedPieceAtom);
  const list = useRef<HTMLDivElement>(null);

  const options = useMemo(() => {
    if (!decision || !state) return [];
    const filtered = decision.options.filter((o) => matchesTarget(state, o, target));
    return distinctOptions(filtered.length > 0 ? filtered : decision.options);
  }, [decision, state, target]);

  useEffect(() => {
    if (!decision || !state || !target || disabled) return;
    const matching = decision.options.filter((o) => matchesTarget(state, o, target));
    if (matching.length === 1 && matching[0]) {
      setTarget(null);
      dispatch(matching[0]);
    }
  }, [decision, state, target, dispatch, setTarget, disabled]);

  const items = useMemo(() => (state ? groupOptions(options, state) : []), [options, state]);
  const labels = useMemo(() => (state ? labelOptions(options, state) : []), [options, state]);
  const compact = items.length > COMPACT_AFTER;
  const rows = useMemo(
    () => (state && compact ? optionRows(items, options, state) : null),
    [items, options, state, compact],
  );
  /** Each item's key, in the order the rows show them (1–9, then letters). */
  const keyOf = useMemo(() => {
    const order = rows ? displayOrder(rows) : items.map((_, i) => i);
    const keys = new Map<number, string | null>();
    order.forEach((item, i) => keys.set(item, optionKey(i)));
    return (item: number) => keys.get(item) ?? null;
  }, [rows, items]);
  const setCrowded = useSetAtom(decisionCrowdedAtom);
  // Beside the table the decision comes first: the coach and the log give it their room.
  const rightDock = useScreenLayout().dock === 'right';
  const crowded = (compact || rightDock) && !!decision && !handoff && !botTurn;
  useEffect(() => {
    setCrowded(crowded);
    return () => setCrowded(false);
  }, [crowded, setCrowded]);
  const setLong = useSetAtom(decisionLongAtom);
  useEffect(() => {
    setLong(crowded && compact);
    return () => setLong(false);
  }, [crowded, compact, setLong]);
  const preview = useMemo(() => (state ? rollPreview(state) : null), [state]);

  useEffect(() => point(null), [decision, point]);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (disabled || e.target instanceof HTMLInputElement || e.target instanceof HTMLSelectElement)
        return;
      if (e.ctrlKey || e.metaKey || e.altKey) return;
      if (e.key === 'Escape') setTarget(null);
      const i = optionIndexOfKey(e.key, items.length);
      const key = i >= 0 ? optionKey(i) : null;
      const el = key
        ? list.current?.querySelector<HTMLButtonElement>(`button[data-key="${key}"]`)
        : null;
      if (el && !el.disabled) el.click();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [items, setTarget, disabled]);

  if (!decision || !state || handoff) return handoff ? null : <StepPause />;
  const card = decisionCard(state);
  // A Treasure spent on a roll says what it does beside the odds, not only on hover.
  const optionNote = (action: Action): string | null => {
    const odds = exertChance(action, preview);
    if (action.type !== 'commitTest' || !action.treasure) return odds;
    const info = treasureInfo(state, action.treasure);
    const effect = t('firstGame.card.treasure', { name: info.title, text: info.effect });
    return odds ? `${odds} · ${effect}` : effect;
  };
  // Long labels take the whole line of a two-column list.
  const wide = (item: number) => {
    const it = items[item];
    if (!it || it.kind === 'payment') return true;
    const label = labels[it.index] ?? '';
    return [...label].reduce((n, c) => n + (c.charCodeAt(0) > 0x2000 ? 2 : 1), 0) > 26;
  };
  const renderItem = (i: number, spanAll: boolean, short?: string) => {
    const item = items[i] as OptionItem;
    const span = compact && spanAll ? { gridColumn: '1 / -1' } : undefined;
    if (item.kind === 'payment')
      return (
        <div key={`pay:${item.upgrade}`} style={span}>
          <PaymentPicker
            group={item}
            state={state}
            keyHint={keyOf(i)}
            disabled={disabled}
            onPay={dispatch}
          />
        </div>
      );
    const action = options[item.index] as Action;
    const option = (
      <DecisionOption
        key={i}
        action={action}
        state={state}
        label={short ?? labels[item.index] ?? ''}
        fullLabel={short ? labels[item.index] : undefined}
        keyHint={keyOf(i)}
        note={optionNote(action)}
        disabled={disabled}
        onChoose={dispatch}
        compact={compact}
      />
    );
    return span ? (
      <div key={i} style={{ ...span, display: 'grid' }}>
        {option}
      </div>
    ) : (
      option
    );
  };
  if (botTurn && !forced) {
    return (
      <section
        aria-label={t('play.decision.label')}
        data-testid="decision-bot"
        style={{ ...panel, ...DOCKED, padding: 12 }}
      >
        {t('play.decision.botDeciding', {
          seat:
            decision.seat === 'imperialist'
              ? t('play.decision.theImperialist')
              : t('play.decision.theNautilus'),
          prompt: describePrompt(decision.prompt),
        })}
      </section>
    );
  }
  return (
    <section
      aria-label={t('play.decision.label')}
      data-testid="decision"
      data-kind={decision.kind}
      style={{
        ...panel,
        ...DOCKED,
        // A long decision keeps its height while the coach and the log give theirs up.
        ...(crowded && rightDock
          ? { flex: '0 0 auto', maxHeight: `calc(100% - ${KEPT_BELOW}px)` }
          : {}),
        overflow: 'auto',
        padding: compact ? '10px 12px' : 12,
      }}
    >
      <div
        style={{
          display: 'flex',
          flexWrap: 'wrap',
          columnGap: 10,
          alignItems: 'baseline',
          marginBottom: 4,
        }}
      >
        <span style={{ color: decision.seat === 'imperialist' ? '#f08a80' : COLORS.brass }}>
          {state.imperialist
            ? decision.seat === 'imperialist'
              ? t('play.decision.imperialist')
              : t('play.decision.nautilus')
            : t('play.decision.yours')}
        </span>
        {/* A long decision puts the rule beside whose decision it is: one line more for options. */}
        {compact && (
          <span style={{ color: COLORS.muted, fontSize: 12 }}>{ruleLabel(decision.rule)}</span>
        )}
      </div>
      <div style={{ marginBottom: compact ? 6 : 4 }}>
        {describePrompt(decision.prompt).replace(/^./, (c) => c.toUpperCase())}
      </div>
      {!compact && (
        <div style={{ color: COLORS.muted, fontSize: 12, marginBottom: 8 }}>
          {ruleLabel(decision.rule)}
        </div>
      )}
      {card && (
        <div data-testid="decision-card-effect" style={{ marginBottom: 8 }}>
          {t('firstGame.card.effect', { text: cardInfo(state, card).effect })}
        </div>
      )}
      {state.phase === 'action' && decision.kind === 'action' && <PhaseSummaryLine />}
      <RollPreviewLine state={state} />
      {target && (
        <button style={{ ...button, marginBottom: 8 }} onClick={() => setTarget(null)}>
          {target.kind === 'ocean'
            ? t('play.decision.showAllOcean')
            : target.kind === 'ship'
              ? t('play.decision.showAllShip')
              : t('play.decision.showAllCard')}
        </button>
      )}
      <ImperialistOptionsNote state={state} seat={decision.seat} />
      <div
        ref={list}
        data-testid="option-list"
        data-compact={compact}
        style={
          compact
            ? { display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: 3 }
            : { display: 'grid', gap: 4 }
        }
      >
        {(rows ?? items.map((_, item) => ({ kind: 'item' as const, item }))).map((row) =>
          row.kind === 'item' ? (
            renderItem(row.item, wide(row.item))
          ) : (
            <div
              key={`spaces:${row.entries[0]?.item ?? 0}`}
              role="group"
              aria-label={row.heading}
              style={{ gridColumn: '1 / -1', display: 'grid', gap: 2 }}
            >
              <div
                data-testid="option-group-heading"
                style={{ color: COLORS.muted, fontSize: '0.92em' }}
              >
                {row.heading}
              </div>
              <div style={{ display: 'flex', flexWrap: 'wrap', gap: 3 }}>
                {row.entries.map(({ item, label }) => renderItem(item, false, label))}
              </div>
            </div>
          ),
        )}
      </div>
      <StepControl tight={compact} />
    </section>
  );
}
