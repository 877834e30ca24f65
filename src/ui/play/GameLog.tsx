import { useAtomValue } from 'jotai';
import { useEffect, useMemo, useRef, useState } from 'react';
import { latestStateAtom, shownEventsAtom } from '../../state/game/gameAtoms';
import { describeEvent } from '../../state/events/eventCatalogue';
import { DESIGNED_MARK } from '../../state/events/cardEvents';
import { COLORS, panel } from './theme';

const SHOWN_LINES = 120;
const DESIGNED_NOTE =
  '✎ Our own design: this card’s published effect is not public, so we wrote one that fits the rules.';

/** Older lines fade out under the top edge instead of showing half a line. */
const FADE_TOP = 'linear-gradient(to bottom, transparent 0, #000 26px)';

/** The voyage log, one plain sentence per event. */
export function GameLog() {
  const events = useAtomValue(shownEventsAtom);
  const state = useAtomValue(latestStateAtom);
  const end = useRef<HTMLDivElement>(null);
  const [scrolled, setScrolled] = useState(false);
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
      onScroll={(e) => setScrolled(e.currentTarget.scrollTop > 2)}
      style={{
        ...(scrolled ? { maskImage: FADE_TOP, WebkitMaskImage: FADE_TOP } : {}),
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
            lineHeight: 1.35,
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
