import { Provider, createStore } from 'jotai';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, test } from 'vitest';
import { defaultSetup } from '../../../src/core/createGame';
import type { CardId } from '../../../src/core/data/cards';
import {
  installSessionAtom,
  newGameAtom,
  sessionReadAtom,
  skipPlaybackAtom,
  storageAtom,
} from '../../../src/state/nemo/gameAtoms';
import { boardMirrorOpenAtom } from '../../../src/state/app/screenLayout';
import { BoardMirror } from '../../../src/ui/a11y/BoardMirror';

describe('the board as text (B)', () => {
  test('lists the KEEP cards in the tableau, so a screen-reader player knows what to Use (issue 43 §4)', () => {
    // The dialog reads the window size for its layout; no DOM is needed to render it to text.
    (globalThis as { window?: unknown }).window ??= { innerWidth: 1280, innerHeight: 720 };
    const store = createStore();
    store.set(storageAtom, null);
    store.set(newGameAtom, defaultSetup({ seed: 'mirror-keep' }));
    store.set(skipPlaybackAtom);
    const session = store.get(sessionReadAtom)!;
    store.set(installSessionAtom, {
      ...session,
      state: { ...session.state, keepCards: ['E03' as CardId] },
    });
    store.set(boardMirrorOpenAtom, true);
    const text = renderToStaticMarkup(
      <Provider store={store}>
        <BoardMirror />
      </Provider>,
    ).replace(/<[^>]+>/g, '|');
    expect(text).toContain('KEEP cards in your tableau');
    expect(text).toMatch(/KEEP cards in your tableau[^|]*\|+[^|]*As Master Wishes/);
  });
});
