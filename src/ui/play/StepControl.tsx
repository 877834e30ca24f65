import { useAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { stepModeAtom } from '../../state/nemo/stepAtoms';
import { COLORS } from './theme';

/** The "step" setting: pause after the event card, the placement dice and the placements. */
export function StepControl({ tight = false }: { tight?: boolean }) {
  const { t } = useTranslation();
  const [on, setOn] = useAtom(stepModeAtom);
  return (
    <label
      style={{
        display: 'flex',
        gap: 6,
        alignItems: 'center',
        marginTop: tight ? 4 : 8,
        color: COLORS.muted,
        fontSize: 12,
      }}
    >
      <input
        type="checkbox"
        data-testid="step-mode"
        checked={on}
        onChange={(e) => setOn(e.target.checked)}
      />
      {t('play.step.label')}
    </label>
  );
}
