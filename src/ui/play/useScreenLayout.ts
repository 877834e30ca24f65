import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import {
  dockCollapsedAtom,
  screenLayout,
  screenModeAtom,
  type ScreenLayout,
} from '../../state/app/screenLayout';

function windowSize() {
  return { width: window.innerWidth, height: window.innerHeight };
}

/** The current mode's screen regions for this window size, updated on resize. */
export function useScreenLayout(): ScreenLayout {
  const mode = useAtomValue(screenModeAtom);
  const collapsed = useAtomValue(dockCollapsedAtom);
  const [size, setSize] = useState(windowSize);
  useEffect(() => {
    const onResize = () => setSize(windowSize());
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);
  return screenLayout(size.width, size.height, mode, collapsed);
}
