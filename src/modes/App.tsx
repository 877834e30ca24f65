import { Suspense, lazy } from 'react';
import type { UrlOptions } from '../state/nemo/urlParams';
import { SERIF } from '../i18n/latinFont';

const DiceDemo = lazy(() => import('./DiceDemo'));
const TableDemo = lazy(() => import('./TableDemo'));
const PlayMode = lazy(() => import('./play/PlayMode'));
const FlipMode = lazy(() => import('./flip/FlipMode'));
const ShowcaseMode = lazy(() => import('./showcase/ShowcaseMode'));
const LearnMode = lazy(() => import('./learn/LearnMode'));
const FrontMode = lazy(() => import('./front/FrontMode'));
const ResumePlay = lazy(() => import('./front/ResumePlay'));
const OnlineMode = lazy(() => import('./online/OnlineMode'));
const BoardMode = lazy(() => import('./board/BoardMode'));
const DailyMode = lazy(() => import('./daily/DailyMode'));
const ReplayMode = lazy(() => import('./replay/ReplayMode'));
const LogMode = lazy(() => import('./log/LogMode'));
const CrewMode = lazy(() => import('./crew/CrewMode'));
const PackMode = lazy(() => import('./pack/PackMode'));

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
  let content;
  switch (options.mode) {
    case 'front':
      content = <FrontMode options={options} />;
      break;
    case 'online':
      content = <OnlineMode options={options} />;
      break;
    case 'table-demo':
      content = <TableDemo />;
      break;
    case 'dice-demo':
      content = <DiceDemo />;
      break;
    case 'showcase':
      content = <ShowcaseMode options={options} />;
      break;
    case 'learn':
      content = <LearnMode options={options} />;
      break;
    case 'flip':
      content = <FlipMode options={options} />;
      break;
    case 'board':
      content = <BoardMode options={options} />;
      break;
    case 'daily':
      content = <DailyMode options={options} />;
      break;
    case 'replay':
      content = <ReplayMode options={options} />;
      break;
    case 'log':
      content = <LogMode />;
      break;
    case 'crew':
      content = <CrewMode options={options} />;
      break;
    case 'pack':
      content = <PackMode options={options} />;
      break;
    default:
      content = options.resume ? <ResumePlay options={options} /> : <PlayMode options={options} />;
  }
  return <Suspense fallback={<Loading />}>{content}</Suspense>;
}
