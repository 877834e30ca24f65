import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { describeAction } from '../../state/nemo/describe';
import { decisionAtom, latestStateAtom } from '../../state/nemo/gameAtoms';
import { playerDispatchAtom } from '../../state/nemo/playerMoveAtoms';
import { handoffNeededAtom, seatsAtom } from '../../state/nemo/seatAtoms';
import { decisionLongAtom } from '../../state/app/screenLayout';
import { COLORS, button, panel } from '../play/theme';
import { visuallyHidden } from './visuallyHidden';
import { useScreenLayout } from '../play/useScreenLayout';
import { matchCommand } from './matchCommand';

/** Windows shorter than this (the dock's foot, in page pixels) fold the box beside a long decision. */
const FOLD_BELOW = 800;

/**
 * Text commands for the current decision ("move north atlantic", "attack 2", "3", "options"),
 * answered in a live status line. The / key focuses it.
 */
export function CommandBox() {
  const { t } = useTranslation();
  const decision = useAtomValue(decisionAtom);
  const state = useAtomValue(latestStateAtom);
  const seats = useAtomValue(seatsAtom);
  const handoff = useAtomValue(handoffNeededAtom);
  const dispatch = useSetAtom(playerDispatchAtom);
  const [text, setText] = useState('');
  const [reply, setReply] = useState('');
  const input = useRef<HTMLInputElement>(null);
  const layout = useScreenLayout();
  // A phone's bottom sheet has no room to spare, and a phone rarely has a keyboard.
  const shown = !(layout.dock === 'bottom' && layout.dockRect.width < 600);
  // Beside a long decision in a short window there is no line to spare under the log: the box
  // folds out of sight (still first in reach of the / key, Tab and a screen reader) and opens
  // over the foot of the dock while it has the focus.
  const long = useAtomValue(decisionLongAtom);
  const [focused, setFocused] = useState(false);
  const folded =
    long && layout.dock === 'right' && layout.dockRect.top + layout.dockRect.height < FOLD_BELOW;

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== '/' || e.target instanceof HTMLInputElement) return;
      if (e.target instanceof HTMLSelectElement || e.target instanceof HTMLTextAreaElement) return;
      e.preventDefault();
      input.current?.focus();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  if (!shown) return null;

  const run = () => {
    const playable = decision && state && !handoff && seats[decision.seat] !== 'bot';
    if (!playable) {
      setReply(t('a11y.commandNoDecision'));
      return;
    }
    const labels = decision.options.map((o) => describeAction(o, state));
    const numbered = (indices: number[]) => indices.map((i) => `${i + 1}. ${labels[i]}`).join('; ');
    const match = matchCommand(text, labels);
    if (match.kind === 'list') {
      setReply(t('a11y.commandOptions', { list: numbered(labels.map((_, i) => i)) }));
      setText('');
    } else if (match.kind === 'ambiguous') {
      setReply(
        t('a11y.commandAmbiguous', {
          text,
          count: match.indices.length,
          list: numbered(match.indices),
        }),
      );
    } else if (match.kind === 'none') {
      setReply(t('a11y.commandNoMatch', { text }));
    } else {
      const option = decision.options[match.index];
      if (option) {
        dispatch(option);
        setReply(t('a11y.commandChosen', { label: labels[match.index] ?? '' }));
        setText('');
      }
    }
  };

  return (
    <form
      data-testid="command-box"
      onSubmit={(e) => {
        e.preventDefault();
        run();
      }}
      onFocus={() => setFocused(true)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFocused(false);
      }}
      data-folded={folded}
      style={
        !folded
          ? { flex: '0 0 auto', display: 'grid', gap: 2 }
          : focused
            ? {
                ...panel,
                // Opaque over the log and the tools it covers while it has the focus.
                background: COLORS.navySolid,
                position: 'absolute',
                left: 0,
                right: 0,
                bottom: 0,
                display: 'grid',
                gap: 2,
                padding: 8,
                zIndex: 2,
              }
            : visuallyHidden
      }
    >
      <div style={{ display: 'flex', gap: 6 }}>
        <input
          ref={input}
          value={text}
          onChange={(e) => setText(e.target.value)}
          aria-label={t('a11y.commandLabel')}
          aria-describedby="command-hint"
          placeholder={t('a11y.commandLabel') + ' (/)'}
          data-testid="command-input"
          autoComplete="off"
          spellCheck={false}
          style={{
            ...button,
            flex: 1,
            minWidth: 0,
            minHeight: 36,
            cursor: 'text',
            background: '#0e2234',
          }}
        />
        <button type="submit" style={{ ...button, minHeight: 36 }}>
          {t('a11y.commandGo')}
        </button>
      </div>
      <span id="command-hint" hidden>
        {t('a11y.commandHint')}
      </span>
      <div
        role="status"
        data-testid="command-reply"
        style={{
          color: COLORS.muted,
          fontSize: 12.5,
          minHeight: reply ? undefined : 0,
          // Opened over the dock's foot, a long answer scrolls rather than climbing the dock.
          ...(folded ? { maxHeight: '9em', overflowY: 'auto' as const } : {}),
        }}
      >
        {reply}
      </div>
    </form>
  );
}
