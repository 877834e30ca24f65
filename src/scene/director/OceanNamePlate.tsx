import { useAtomValue } from 'jotai';
import { cameraViewAtom } from '../../state/cameraViewAtom';
import { OCEAN_LAYOUT } from '../layout/boardLayout';
import { LabelSprite } from './LabelSprite';
import { NAME_PLATE_HEIGHT, namePlateAnchor } from './namePlate';

/**
 * While the camera holds an Ocean close-up, the Ocean's name floats above its ships in the
 * board's colours, so that no mast or funnel ever hides which Ocean the shot is about: in the
 * showcase's close-ups and in a player's (a click on an Ocean), on every table (GameCanvas).
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
      background="#d8b86a"
      colour="#1d1a14"
      height={NAME_PLATE_HEIGHT}
    />
  );
}
