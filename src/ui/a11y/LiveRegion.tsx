import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { visuallyHidden } from './visuallyHidden';

/** Lines kept in the region: enough for a burst of events, few enough to stay cheap. */
const KEPT = 12;

interface Line {
  id: number;
  text: string;
}

/**
 * Speaks each event that is added to `events` once (through `describe`), and each new prompt.
 * History from before it mounted, and events undone, are not read out.
 */
export function useAnnouncedLines<E>(
  events: readonly E[],
  describe: ((fresh: readonly E[]) => string[]) | null,
  prompt: string | null,
): Line[] {
  const { t } = useTranslation();
  const [lines, setLines] = useState<Line[]>([]);
  const seen = useRef<number | null>(null);
  const nextId = useRef(0);

  // Lines gather and reach the region once per task: a bot at instant speed plays many actions
  // in one burst of renders, and one state update per action would nest too deep for React.
  const pending = useRef<string[]>([]);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (timer.current !== null) clearTimeout(timer.current);
      timer.current = null;
    },
    [],
  );
  const say = useCallback((texts: string[]) => {
    if (texts.length === 0) return;
    pending.current.push(...texts);
    if (timer.current !== null) return;
    timer.current = setTimeout(() => {
      timer.current = null;
      const fresh = pending.current.splice(0).slice(-KEPT);
      setLines((old) =>
        [...old, ...fresh.map((text) => ({ id: nextId.current++, text }))].slice(-KEPT),
      );
    }, 0);
  }, []);

  useEffect(() => {
    if (!describe) return;
    if (seen.current === null || events.length < seen.current) {
      seen.current = events.length;
      return;
    }
    const fresh = events.slice(seen.current);
    seen.current = events.length;
    say(describe(fresh));
  }, [events, describe, say]);

  // A lesson that rebuilds its position asks the same question again: say it once.
  const lastPrompt = useRef<string | null>(null);
  useEffect(() => {
    if (!prompt || prompt === lastPrompt.current) return;
    lastPrompt.current = prompt;
    say([t('a11y.decision', { prompt })]);
  }, [prompt, t, say]);

  return lines;
}

/** The hidden `aria-live` log that a screen reader reads out, one paragraph per announcement. */
export function LiveRegion({ lines }: { lines: { id: number; text: string }[] }) {
  const { t } = useTranslation();
  return (
    <div
      role="log"
      aria-live="polite"
      aria-label={t('a11y.announcer')}
      data-testid="live-announcer"
      style={visuallyHidden}
    >
      {lines.map((line) => (
        <p key={line.id}>{line.text}</p>
      ))}
    </div>
  );
}
