export function App() {
  return (
    <main style={{ fontFamily: 'serif', padding: 24 }}>
      Nemo&apos;s War 3D — loading the table…
    </main>
  );
}
