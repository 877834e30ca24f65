import { useAtomValue, useSetAtom, useStore } from 'jotai';
import { useStageSounds } from '../../audio/useStageSounds';
import { Suspense, lazy, useEffect, useMemo, useState } from 'react';
import { motiveFor, newGameSetup } from '../../state/nemo/newGameSetup';
import { MOTIVES } from '../../core/data';
import { newGameAtom, sessionReadAtom, storageAtom } from '../../state/nemo/gameAtoms';
import type { UrlOptions } from '../../state/nemo/urlParams';
import { showcaseUiHiddenAtom } from '../../state/showcase/showcaseAtoms';
import { botStrengthAtom } from '../../state/bots/botStrengthAtom';
import { freshShowSeed, showcaseSeed } from '../../state/showcase/showcaseOptions';
import { MessageBanner } from '../../ui/play/MessageBanner';
import { LiveAnnouncer } from '../../ui/a11y/LiveAnnouncer';
import { EndCard } from '../../ui/showcase/EndCard';
import { LowerThird } from '../../ui/showcase/LowerThird';
import { PresenterBar } from '../../ui/showcase/PresenterBar';
import { StatusBar } from '../../ui/showcase/StatusBar';
import { CHROMA_GREEN } from '../../scene/director/Backdrop';
import { useDebugApi } from '../shared/useDebugApi';
import { nemoSession } from '../../state/nemo/gameAtoms';
import { useDirector } from './useDirector';
import { toggleFullscreen, usePresenterKeys } from './usePresenterKeys';
import { useShowcaseBot } from './useShowcaseBot';
import { useShowcaseDebugApi } from './useShowcaseDebugApi';
import { useShowcasePlayback } from './useShowcasePlayback';
import { useCrewVote } from './useCrewVote';
import { useCrewChat } from './useCrewChat';
import { useCrewDebugApi } from './useCrewDebugApi';
import { crewSettingsAtom } from '../../state/crew/crewAtoms';
import { CrewPanel } from '../../ui/showcase/CrewPanel';
import { CrewSetupPanel } from '../../ui/showcase/CrewSetupPanel';
import { pageUrl } from '../../state/app/pageUrl';
import { screenModeAtom } from '../../state/app/screenLayout';
import { TABLE_BACKGROUND, windowStage } from '../../ui/play/theme';

const ShowcaseCanvas = lazy(() => import('./ShowcaseCanvas'));

const PAGE_BACKGROUND = {
  table: TABLE_BACKGROUND,
  green: CHROMA_GREEN,
  transparent: 'transparent',
};

/**
 * Showcase: a bot plays a whole seeded game at a watchable pace while a camera director frames
 * each event and captions say what happened. Same URL, same show. Never touches the autosave.
 */
export default function ShowcaseMode({ options }: { options: UrlOptions }) {
  const showcase = useMemo(() => pageUrl().showcase, []);
  const crew = useMemo(() => pageUrl().crew, []);
  const session = useAtomValue(sessionReadAtom);
  const hidden = useAtomValue(showcaseUiHiddenAtom);
  const newGame = useSetAtom(newGameAtom);
  const store = useStore();
  // Set before the first decision, so the show's bot never takes one the crew votes on.
  useState(() => store.set(crewSettingsAtom, crew.settings));
  const setScreenMode = useSetAtom(screenModeAtom);
  const setBotStrength = useSetAtom(botStrengthAtom);
  const [seed] = useState(() =>
    showcaseSeed(options.seed, showcase.curated, () =>
      freshShowSeed(crypto.getRandomValues(new Uint32Array(1))),
    ),
  );
  const versus = showcase.variant === 'versus';
  const motive = motiveFor(options.motive, versus ? 'versus' : 'solo');

  useEffect(() => {
    store.set(storageAtom, null);
    if (showcase.curated) setBotStrength('quick');
    if (store.get(sessionReadAtom)?.setup.seed === seed) return;
    newGame(
      newGameSetup({
        seed,
        motive,
        variant: versus ? 'versus' : 'solo',
        difficulty: options.difficulty,
      }),
    );
  }, [options, seed, motive, versus, newGame, store, showcase.curated, setBotStrength]);

  useEffect(() => {
    const background = PAGE_BACKGROUND[showcase.bg];
    document.documentElement.style.background = background;
    document.body.style.background = background;
    document.body.style.margin = '0';
  }, [showcase.bg]);

  useEffect(() => {
    setScreenMode('showcase');
  }, [setScreenMode]);

  useShowcasePlayback();
  useStageSounds();
  useShowcaseBot();
  useDirector();
  usePresenterKeys();
  useDebugApi(options.debug, nemoSession);
  useShowcaseDebugApi(options.debug);
  useCrewVote(crew.settings);
  useCrewChat(crew.settings);
  useCrewDebugApi(options.debug && crew.settings !== null);

  const problems = [
    ...options.problems,
    ...showcase.problems,
    ...crew.problems,
    ...(versus && motive !== options.motive && options.motive
      ? [`The Imperialist variant needs a Stern Motive; showing ${MOTIVES[motive].name}.`]
      : []),
  ];
  return (
    <div
      data-testid="showcase"
      data-bg={showcase.bg}
      style={windowStage(PAGE_BACKGROUND[showcase.bg])}
    >
      {session && (
        <Suspense fallback={null}>
          <ShowcaseCanvas debug={options.debug} bg={showcase.bg} low={options.quality === 'low'} />
        </Suspense>
      )}
      {!hidden && (
        <>
          <StatusBar />
          <LowerThird />
          <CrewPanel />
          <CrewSetupPanel />
          <EndCard />
          <PresenterBar onFullscreen={toggleFullscreen} keyed={showcase.bg !== 'table'} />
          <MessageBanner extra={problems} />
        </>
      )}
      <LiveAnnouncer />
    </div>
  );
}
