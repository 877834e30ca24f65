import { useAtomValue } from 'jotai';
import { useEffect, useMemo, useRef } from 'react';
import { latestStateAtom, shownEventsAtom } from '../../state/game/gameAtoms';
import { describeEvent } from '../../state/events/eventCatalogue';
import { DESIGNED_MARK } from '../../state/events/cardEvents';
import { COLORS, panel } from './theme';

const SHOWN_LINES = 120;
const DESIGNED_NOTE =
  '✎ Our own design: this card’s published effect is not public, so we wrote one that fits the rules.';

/** The voyage log, one plain sentence per event. */
export function GameLog() {
  const events = useAtomValue(shownEventsAtom);
  const state = useAtomValue(latestStateAtom);
  const end = useRef<HTMLDivElement>(null);
  const lines = useMemo(() => {
    if (!state) return [];
    const out: string[] = [];
    for (const e of events.slice(-SHOWN_LINES * 2)) {
      const text = describeEvent(e, state);
      if (text) out.push(text);
    }
    return out.slice(-SHOWN_LINES);
  }, [events, state]);
  useEffect(() => {
    end.current?.scrollIntoView({ block: 'end' });
  }, [lines]);
  return (
    <section
      aria-label="Log"
      data-testid="log"
      style={{
        ...panel,
        flex: '1 1 90px',
        minHeight: 72,
        overflow: 'auto',
        padding: '8px 10px',
        fontSize: 13,
      }}
    >
      {lines.map((line, i) => (
        <div
          key={i}
          style={{
            color: line.startsWith('—')
              ? COLORS.brass
              : line.startsWith('⚠')
                ? COLORS.danger
                : COLORS.ink,
            marginBottom: 2,
          }}
          title={line.endsWith(DESIGNED_MARK) ? DESIGNED_NOTE : undefined}
        >
          {line}
        </div>
      ))}
      <div ref={end} />
    </section>
  );
}
