import { Suspense, lazy, useMemo } from 'react';
import { parseUrlOptions } from '../state/game/urlParams';

const DiceDemo = lazy(() => import('./DiceDemo'));
const TableDemo = lazy(() => import('./TableDemo'));
const PlayMode = lazy(() => import('./play/PlayMode'));
const FlipMode = lazy(() => import('./flip/FlipMode'));
const ShowcaseMode = lazy(() => import('./showcase/ShowcaseMode'));
const LearnMode = lazy(() => import('./learn/LearnMode'));

function Loading() {
  return (
    <main
      style={{
        fontFamily: 'Georgia, serif',
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

/** Routes `?mode=` (DESIGN.md §5) to a mode; solo play is the default. */
export function App() {
  const options = useMemo(() => parseUrlOptions(window.location.search), []);
  let content;
  switch (options.mode) {
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
    default:
      content = <PlayMode options={options} />;
  }
  return <Suspense fallback={<Loading />}>{content}</Suspense>;
}
