import { Suspense, lazy } from 'react';

const TableDemo = lazy(() => import('./TableDemo'));

export function App() {
  const mode = new URLSearchParams(window.location.search).get('mode');
  if (mode === 'table-demo') {
    return (
      <Suspense fallback={null}>
        <TableDemo />
      </Suspense>
    );
  }
  return (
    <main style={{ fontFamily: 'serif', padding: 24 }}>
      Nemo&apos;s War 3D — loading the table…
    </main>
  );
}
