import { useAtomValue } from 'jotai';
import { cameraViewAtom } from '../../state/table/cameraViewAtom';
import { OCEAN_LAYOUT } from '../layout/boardLayout';
import { LabelSprite } from './LabelSprite';
import { namePlateAnchor, namePlateHeight } from './namePlate';

/**
 * While the camera holds an Ocean close-up, the Ocean's name is drawn over its ships, so that no
 * mast or funnel ever hides which Ocean the shot is about: in the showcase's close-ups and in a
 * player's (a click on an Ocean), on every table (GameCanvas). It lies on the printed name, in
 * the header band's colours, so the shot names the Ocean once (issue 27).
 */
export function OceanNamePlate() {
  const view = useAtomValue(cameraViewAtom);
  if (view.kind !== 'ocean') return null;
  return (
    <LabelSprite
      key={view.id}
      name="ocean-name-plate"
      text={OCEAN_LAYOUT[view.id].name.toUpperCase()}
      position={namePlateAnchor(view.id)}
      background="#c9a45c"
      colour="#10283d"
      height={namePlateHeight(view.id)}
      anchor="middle"
    />
  );
}
