import { useAtomValue } from 'jotai';
import { flipShownStateAtom } from '../../state/flip/flipAtoms';
import { ChallengeCard } from './ChallengeCard';
import { challengeSpot } from './flipTableLayout';

/** The three Nemo's Challenge cards of this game beside the sheet. */
export function ChallengeCards() {
  const state = useAtomValue(flipShownStateAtom);
  if (!state) return null;
  return (
    <group name="challenge-cards">
      {state.challenges.map((c, i) => (
        <ChallengeCard key={c.id} id={c.id} side={c.side} position={challengeSpot(i)} />
      ))}
    </group>
  );
}
