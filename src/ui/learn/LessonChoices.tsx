import { useAtomValue, useSetAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { OCEAN_IDS } from '../../core/data';
import { decisionAtom, latestStateAtom } from '../../state/nemo/gameAtoms';
import { describeAction } from '../../state/nemo/describe';
import { answerAtom } from '../../state/learn/learnAtoms';
import type { TryIt } from '../../state/learn/lessonTypes';
import { button } from '../play/theme';

/** The moves a try-it offers: the rules core's options, or every Ocean for a table click. */
export function LessonChoices({ tryIt }: { tryIt: TryIt }) {
  const { t } = useTranslation();
  const decision = useAtomValue(decisionAtom);
  const state = useAtomValue(latestStateAtom);
  const answer = useSetAtom(answerAtom);
  if (!state) return null;
  if (tryIt.input === 'ocean') {
    return (
      <div style={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 4 }}>
        {OCEAN_IDS.map((ocean) => (
          <button
            key={ocean}
            data-testid="lesson-choice"
            data-ocean={ocean}
            style={{ ...button, fontSize: 13, padding: '4px 8px' }}
            onClick={() => answer({ kind: 'ocean', ocean })}
          >
            {t(`ocean.${ocean}`)}
          </button>
        ))}
      </div>
    );
  }
  if (!decision) return <div>…</div>;
  return (
    <div style={{ display: 'grid', gap: 4 }}>
      {decision.options.map((action, i) => (
        <button
          key={i}
          data-testid="lesson-choice"
          data-index={i}
          style={button}
          onClick={() => answer({ kind: 'action', action })}
        >
          {describeAction(action, state)}
        </button>
      ))}
    </div>
  );
}
