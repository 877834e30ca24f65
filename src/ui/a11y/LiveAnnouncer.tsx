import { useAtomValue } from 'jotai';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { describeEvent } from '../../state/events/eventCatalogue';
import { describePrompt } from '../../state/game/describe';
import { decisionAtom, latestStateAtom, shownEventsAtom } from '../../state/game/gameAtoms';
import { visuallyHidden } from './visuallyHidden';

/** Lines kept in the region: enough for a burst of events, few enough to stay cheap. */
const KEPT = 12;

interface Line {
  id: number;
  text: string;
}

/**
 * A hidden `aria-live` log: one announcement per event as it plays on the table (the event
 * catalogue's log line), and the prompt of each new decision. History from before it mounted,
 * and events undone, are not read out.
 */
export function LiveAnnouncer() {
  const { t } = useTranslation();
  const events = useAtomValue(shownEventsAtom);
  const state = useAtomValue(latestStateAtom);
  const decision = useAtomValue(decisionAtom);
  const [lines, setLines] = useState<Line[]>([]);
  const seen = useRef<number | null>(null);
  const nextId = useRef(0);

  const say = useCallback((texts: string[]) => {
    if (texts.length === 0) return;
    setLines((old) =>
      [...old, ...texts.map((text) => ({ id: nextId.current++, text }))].slice(-KEPT),
    );
  }, []);

  useEffect(() => {
    if (!state) return;
    if (seen.current === null || events.length < seen.current) {
      seen.current = events.length;
      return;
    }
    const fresh = events.slice(seen.current);
    seen.current = events.length;
    say(fresh.map((e) => describeEvent(e, state)).filter((s): s is string => Boolean(s)));
  }, [events, state, say]);

  const prompt = decision ? describePrompt(decision.prompt) : null;
  useEffect(() => {
    if (prompt) say([t('a11y.decision', { prompt })]);
  }, [prompt, t, say]);

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
