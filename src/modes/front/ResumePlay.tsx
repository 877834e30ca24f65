import { useStore } from 'jotai';
import { useState } from 'react';
import { continueAutosaveAtom } from '../../state/nemo/gameAtoms';
import type { UrlOptions } from '../../state/nemo/urlParams';
import PlayMode from '../play/PlayMode';

/**
 * `continue=1` (the front door's Continue): resumes the saved game `game=` names (or the latest)
 * before the game screen first draws; without one, the setup screen opens with the reason shown.
 */
export default function ResumePlay({ options }: { options: UrlOptions }) {
  const store = useStore();
  useState(() => store.set(continueAutosaveAtom, options.game));
  return <PlayMode options={options} />;
}
