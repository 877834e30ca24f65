import { useAtomValue } from 'jotai';
import { shownStateAtom } from '../../state/game/gameAtoms';
import { COLORS, panel } from './theme';
import { rollPreview } from '../../core/rollPreview';
import { DATA_GAPS } from '../../core/data/dataGaps';

/** Short reminders in our own words, per phase (the full rules are in the rulebook). */
const REMINDERS: Record<string, string[]> = {
  event: [
    'Reveal the top card. Act cards set the dice and bring new ship groups; then reveal another card.',
    'PLAY cards resolve at once, KEEP cards go to your tableau, TEST cards are rolled at once (2d6 + DRM ≥ target; snake eyes always fails).',
  ],
  placement: [
    'Roll the Act’s dice. Two white dice give Action Points equal to their difference; a double is a Lull Turn.',
    'Place a ship per die in ascending order: Hidden Ship in that Ocean → adjacent Ocean → reveal a Hidden Ship → flip a White ship → a Warship anywhere (free Stalk Attack if it lands with the Nautilus).',
    'Lull Turn: gemstones on the doubles Ocean and the Adventure Deck, then Uprising checks.',
  ],
  action: [
    'Costs: Move 1, Attack 1, Search 1, Incite 1, Adventure 2, Rest 2, Repair 2, Refit 2 (all 1 on a Lull Turn). Save at most 1 AP.',
    'Every test: −1 if a Warship is in the Nautilus’ Ocean (Piracy: Hidden Ships there count as one). Exert resources for their DRM; a failed test loses 1 of each if the low die is a 1, otherwise 2 — a discarded Upgrade can pay 1 of it.',
    'Combat: a Warship fires first (hits = low die), then roll against its Defense. Bold Attacks may chain for +1 Notoriety.',
  ],
  ended: ['The voyage is over: see the score sheet.'],
};

export function RulesPanel() {
  const state = useAtomValue(shownStateAtom);
  const lines = REMINDERS[state?.phase ?? 'event'] ?? [];
  const modifiers = (state && rollPreview(state)?.modifiers) ?? [];
  return (
    <div aria-label="Rules reference" style={{ ...panel, padding: 10, width: 380 }}>
      <div style={{ color: COLORS.brass, marginBottom: 6 }}>This phase</div>
      {lines.map((l) => (
        <p key={l} style={{ margin: '0 0 6px' }}>
          {l}
        </p>
      ))}
      {modifiers.length > 0 && (
        <p data-testid="roll-modifiers" style={{ margin: '0 0 6px' }}>
          This roll:{' '}
          {modifiers
            .map((m) => `${m.amount > 0 ? '+' : '−'}${Math.abs(m.amount)}: ${m.reason}`)
            .join('; ')}
        </p>
      )}
      <details>
        <summary style={{ color: COLORS.muted, cursor: 'pointer' }}>
          Data the rules don’t give
        </summary>
        {DATA_GAPS.map((g) => (
          <p key={g.topic} style={{ margin: '4px 0', fontSize: 12 }}>
            <b>{g.topic}:</b> {g.choice} — {g.source} ({g.confidence})
          </p>
        ))}
      </details>
    </div>
  );
}
