import { cameraViewAtom } from '../../state/table/cameraViewAtom';
import { sessionReadAtom } from '../../state/nemo/gameAtoms';
import { speedAtom } from '../../state/app/settings';
import {
  captionAtom,
  freeCameraAtom,
  showcasePausedAtom,
  showcaseStatusAtom,
  showcaseUiHiddenAtom,
} from '../../state/showcase/showcaseAtoms';
import type { DebugEntries } from '../../state/app/debugRegistry';
import { useDebugEntries, type PageStore } from '../shared/useDebugEntries';

function showcaseDebugEntries(store: PageStore): DebugEntries {
  const showcase = () => ({
    paused: store.get(showcasePausedAtom),
    hidden: store.get(showcaseUiHiddenAtom),
    freeCamera: store.get(freeCameraAtom),
    speed: store.get(speedAtom),
    camera: store.get(cameraViewAtom),
    caption: store.get(captionAtom),
    status: store.get(showcaseStatusAtom),
  });
  const showcaseActions = () => store.get(sessionReadAtom)?.actions ?? [];
  return { showcase, showcaseActions };
}

/** `window.__nemo.showcase()` with `debug=1`: what the show is doing, for browser tests. */
export function useShowcaseDebugApi(enabled: boolean): void {
  useDebugEntries(enabled, showcaseDebugEntries);
}
