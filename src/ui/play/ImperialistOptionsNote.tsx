import { useAtomValue } from 'jotai';
import type { GameState, Seat } from '../../core';
import { decisionAtom } from '../../state/nemo/gameAtoms';
import { imperialistNote } from '../../state/nemo/imperialistNote';
import { COLORS } from './theme';

/** For the Imperialist: each seat's AP, labelled, and why actions are missing from the menu. */
export function ImperialistOptionsNote({ state, seat }: { state: GameState; seat: Seat }) {
  const decision = useAtomValue(decisionAtom);
  if (seat !== 'imperialist' || !decision) return null;
  const lines = imperialistNote(state, decision.options);
  if (lines.length === 0) return null;
  return (
    <div
      data-testid="imperialist-note"
      style={{ color: COLORS.muted, fontSize: 12, marginBottom: 8, lineHeight: 1.35 }}
    >
      {lines.map((l) => (
        <div key={l}>{l}</div>
      ))}
    </div>
  );
}
