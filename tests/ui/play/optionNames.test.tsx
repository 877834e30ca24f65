import { Provider, createStore } from 'jotai';
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, describe, expect, test } from 'vitest';
import {
  installSessionAtom,
  newGameAtom,
  sessionReadAtom,
  skipPlaybackAtom,
  storageAtom,
} from '../../../src/state/nemo/gameAtoms';
import { DecisionPanel } from '../../../src/ui/play/DecisionPanel';
import { quietActionPhase } from '../../core/rules/positions';

beforeAll(() => {
  // The panel reads the window size for its layout; no DOM is needed to render it to text.
  (globalThis as { window?: unknown }).window ??= { innerWidth: 1280, innerHeight: 720 };
});

/** Each option button's accessible name: its aria-label, else its text. */
function optionNames(html: string): string[] {
  return [...html.matchAll(/<button data-testid="option"([^>]*)>(.*?)<\/button>/g)].map((m) => {
    const label = /aria-label="([^"]*)"/.exec(m[1] ?? '')?.[1];
    return (label ?? (m[2] ?? '').replace(/<[^>]+>/g, '')).trim();
  });
}

describe('every option has a name of its own (issue 43 §4)', () => {
  test('Bold and Stalk at the same spaces read apart to a screen reader', () => {
    const store = createStore();
    store.set(storageAtom, null);
    store.set(newGameAtom, { ...quietActionPhase().setup });
    store.set(skipPlaybackAtom);
    const session = store.get(sessionReadAtom)!;
    const state = quietActionPhase();
    state.nautilus = 'westernPacific';
    state.ap = 3;
    state.lull = false;
    state.oceans.westernPacific.slots = state.oceans.westernPacific.slots.map(() => -2);
    state.oceans.indianOcean.slots = state.oceans.indianOcean.slots.map(() => -2);
    store.set(installSessionAtom, { ...session, state });
    const names = optionNames(
      renderToStaticMarkup(
        <Provider store={store}>
          <DecisionPanel />
        </Provider>,
      ),
    );
    expect(names.length).toBeGreaterThan(6);
    expect(names.filter((n) => /space 1/.test(n)).length).toBeGreaterThanOrEqual(2);
    expect(new Set(names).size).toBe(names.length);
  });
});
