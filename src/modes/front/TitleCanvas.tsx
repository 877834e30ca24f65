import { Provider } from 'jotai';
import { useMemo } from 'react';
import { sampleBoardView } from '../../state/table/sampleBoardView';
import { createDemoStore } from '../../state/nemo/boardViewAtom';
import { GameCanvas } from '../shared/GameCanvas';

/**
 * The table behind the front-door menu: a voyage under way, in its own store so that nothing on
 * it touches a game. Lazy-loaded, with the three.js scene it brings.
 */
export default function TitleCanvas() {
  const store = useMemo(() => createDemoStore(sampleBoardView()), []);
  return (
    <Provider store={store}>
      <GameCanvas debug={false} />
    </Provider>
  );
}
