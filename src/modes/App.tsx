import { Suspense, lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { AppMode, UrlOptions } from '../state/nemo/urlParams';
import { SERIF } from '../i18n/latinFont';

const ResumePlay = lazy(() => import('./front/ResumePlay'));
const PlayMode = lazy(() => import('./play/PlayMode'));

/** The screen of each `?mode=` but solo and versus (PlayMode), each loaded when first opened. */
const MODES: Partial<Record<AppMode, LazyExoticComponent<ComponentType<{ options: UrlOptions }>>>> =
  {
    front: lazy(() => import('./front/FrontMode')),
    online: lazy(() => import('./online/OnlineMode')),
    'table-demo': lazy(() => import('./TableDemo')),
    'dice-demo': lazy(() => import('./DiceDemo')),
    showcase: lazy(() => import('./showcase/ShowcaseMode')),
    learn: lazy(() => import('./learn/LearnMode')),
    flip: lazy(() => import('./flip/FlipMode')),
    board: lazy(() => import('./board/BoardMode')),
    daily: lazy(() => import('./daily/DailyMode')),
    replay: lazy(() => import('./replay/ReplayMode')),
    log: lazy(() => import('./log/LogMode')),
    crew: lazy(() => import('./crew/CrewMode')),
    pack: lazy(() => import('./pack/PackMode')),
  };

function Loading() {
  return (
    <main
      style={{
        fontFamily: SERIF,
        padding: 24,
        color: '#e8c877',
        background: '#0b1a28',
        minHeight: '100vh',
      }}
    >
      Nemo&apos;s War — loading…
    </main>
  );
}

/**
 * Routes `?mode=` (ARCHITECTURE.md §5) to a mode; no mode is the front door (a `seed` still starts a
 * solo game). Every screen change is a page load, so Back and shared links always work. The URL
 * is read once, by `startUp` (src/state/app/startUp.ts), before the first frame.
 */
export function App({ options }: { options: UrlOptions }) {
  const Mode = MODES[options.mode] ?? (options.resume ? ResumePlay : PlayMode);
  return (
    <Suspense fallback={<Loading />}>
      <Mode options={options} />
    </Suspense>
  );
}
