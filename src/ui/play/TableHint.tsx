import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { decisionAtom, latestStateAtom } from '../../state/nemo/gameAtoms';
import { describeAction, describePrompt } from '../../state/nemo/describe';
import { actionOcean, actionShip, shipFace } from '../../state/nemo/toBoardView';
import { hoverTargetAtom } from '../../state/nemo/tableInput';
import { panel } from './theme';
import { useScreenLayout } from './useScreenLayout';

/** What a click on the hovered Ocean or ship would do, or why it does nothing now. */
export function TableHint() {
  const { t } = useTranslation();
  const target = useAtomValue(hoverTargetAtom);
  const decision = useAtomValue(decisionAtom);
  const state = useAtomValue(latestStateAtom);
  const { stage } = useScreenLayout();
  if (!target || !state || target.kind === 'card') return null;
  const name = target.kind === 'ocean' ? t(`ocean.${target.id}`) : shipFace(state, target.id).name;
  const offered = (decision?.options ?? []).filter((a) =>
    target.kind === 'ocean' ? actionOcean(a) === target.id : actionShip(state, a) === target.id,
  );
  const text =
    offered.length > 0
      ? t('play.hint.offered', {
          name,
          options: offered.map((a) => describeAction(a, state)).join(' · '),
        })
      : t('play.hint.notNow', {
          name,
          prompt: decision ? describePrompt(decision.prompt) : t('play.hint.settle'),
        });
  return (
    <div
      role="status"
      data-testid="table-hint"
      style={{
        ...panel,
        position: 'absolute',
        left: stage.left + stage.width / 2,
        top: stage.top + stage.height - 40,
        transform: 'translateX(-50%)',
        padding: '4px 10px',
        fontSize: 13,
        pointerEvents: 'none',
        maxWidth: stage.width * 0.8,
      }}
    >
      {text}
    </div>
  );
}
