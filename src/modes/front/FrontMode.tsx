import { Suspense, lazy } from 'react';
import type { UrlOptions } from '../../state/nemo/urlParams';
import { FrontDoor } from '../../ui/front/FrontDoor';
import { SEA_BACKGROUND, windowStage } from '../../ui/play/theme';

const TitleCanvas = lazy(() => import('./TitleCanvas'));

/**
 * `/`: the 3D table (loaded lazily, a night sea until then) behind the main menu. The table is
 * decoration, so `quality=low` (software renderers, where its first frame stalls the page for
 * seconds) keeps the night sea.
 */
export default function FrontMode({ options }: { options: UrlOptions }) {
  return (
    <main style={windowStage(SEA_BACKGROUND)}>
      {options.quality !== 'low' && (
        <Suspense fallback={null}>
          <TitleCanvas />
        </Suspense>
      )}
      <div
        aria-hidden="true"
        style={{
          position: 'absolute',
          inset: 0,
          pointerEvents: 'none',
          background:
            'linear-gradient(90deg, rgba(6,13,20,0.75) 0%, rgba(6,13,20,0.35) 40%, rgba(6,13,20,0) 70%)',
        }}
      />
      <FrontDoor notices={options.problems} />
    </main>
  );
}
