import { Provider, createStore } from 'jotai';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterAll, describe, expect, test } from 'vitest';
import { defaultSetup } from '../../../src/core/createGame';
import { policyFor } from '../../../src/core/bots/policyFor';
import type { RngState } from '../../../src/core/rng';
import type { Seat } from '../../../src/core/types';
import { setLanguage } from '../../../src/i18n/i18n';
import { pageBotRng } from '../../../src/kernel/seeds';
import {
  decisionAtom,
  dispatchAtom,
  finishedStateAtom,
  latestStateAtom,
  newGameAtom,
  skipPlaybackAtom,
  storageAtom,
} from '../../../src/state/nemo/gameAtoms';
import { urlParams } from '../../../src/state/app/pageUrl';
import { speedAtom } from '../../../src/state/app/settings';
import { DEFAULT_SHOWCASE_SEED } from '../../../src/state/showcase/showcaseOptions';
import { showLinks } from '../../../src/state/showcase/showLinks';
import { PresenterBar } from '../../../src/ui/showcase/PresenterBar';

const SEED = DEFAULT_SHOWCASE_SEED;

/** A show's store: the curated voyage, played by the quick bot as far as `decisions` go. */
function showStore(decisions: number) {
  const store = createStore();
  store.set(storageAtom, null);
  store.set(speedAtom, 'instant');
  store.set(newGameAtom, defaultSetup({ seed: SEED, motive: 'explore' }));
  store.set(skipPlaybackAtom);
  const rngs: Partial<Record<Seat, RngState>> = {};
  for (let i = 0; i < decisions; i++) {
    const decision = store.get(decisionAtom);
    const state = store.get(latestStateAtom);
    if (!decision || !state) break;
    const rng = (rngs[decision.seat] ??= pageBotRng(SEED, decision.seat));
    store.set(dispatchAtom, policyFor(decision.seat, 'greedy')(state, decision, rng));
    store.set(skipPlaybackAtom);
  }
  return store;
}

function bar(store: ReturnType<typeof createStore>): string {
  return renderToStaticMarkup(
    <Provider store={store}>
      <PresenterBar onFullscreen={() => undefined} />
    </Provider>,
  );
}

/** The bar's buttons and links by their spoken or shown names. */
function names(html: string): string {
  return html
    .replace(/<[^>]*?(?:aria-label|title)="([^"]*)"[^>]*>/g, ' $1 ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ');
}

describe('the presenter bar', () => {
  const ended = showStore(20_000);
  afterAll(async () => {
    await setLanguage('en');
  });

  test('during the show it offers pause, step and speed', () => {
    const text = names(bar(showStore(5)));
    expect(text).toContain('Pause');
    expect(text).toContain('Step one event');
    expect(text).toContain('Speed 2×');
    expect(text).not.toContain('Replay this show');
  });

  test('after the end card it offers this show again, a new show and the curated one, not Pause', () => {
    expect(ended.get(finishedStateAtom)).not.toBeNull();
    const html = bar(ended);
    const text = names(html);
    expect(html).toContain('data-ended="true"');
    expect(text).not.toContain('Pause');
    expect(text).not.toContain('Step one event');
    expect(text).not.toContain('Speed 2×');
    expect(text).toContain('The show has ended');
    expect(text).toContain('Replay this show');
    expect(text).toContain('New show');
    expect(text).toContain('Curated show');
    expect(text).toContain('Full screen');
    expect(html).toMatch(
      /data-testid="presenter-replay"[^>]*href="\?mode=showcase&amp;seed=voyage-1772"|href="\?mode=showcase&amp;seed=voyage-1772"[^>]*data-testid="presenter-replay"/,
    );
  });

  test('the ended bar speaks Japanese', async () => {
    await setLanguage('ja');
    const text = names(bar(ended));
    expect(text).toContain('この上映をもう一度');
    expect(text).toContain('新しい上映');
    expect(text).not.toMatch(/showcase\.presenter\./);
  });
});

describe('show links', () => {
  test('a seeded show replays its seed; a new show draws a fresh one of the same kind', () => {
    const params = urlParams(
      '?mode=showcase&seed=show-000123&bg=green&motive=war&bot=quick&debug=1',
    );
    const links = showLinks(params, 'show-000123', false);
    expect(new URLSearchParams(links.replay).get('seed')).toBe('show-000123');
    expect(new URLSearchParams(links.replay).get('bg')).toBe('green');
    const fresh = new URLSearchParams(links.fresh);
    expect(fresh.get('seed')).toBeNull();
    expect(fresh.get('motive')).toBe('war');
    expect(fresh.get('bg')).toBe('green');
    expect(fresh.get('mode')).toBe('showcase');
    const curated = new URLSearchParams(links.curated);
    expect(curated.get('show')).toBe('curated');
    expect(curated.get('motive')).toBeNull();
  });

  test('a fresh show (no seed in its address) replays the seed it drew', () => {
    const links = showLinks(urlParams('?mode=showcase&bg=transparent'), 'show-004242', false);
    expect(new URLSearchParams(links.replay).get('seed')).toBe('show-004242');
    expect(new URLSearchParams(links.fresh).get('seed')).toBeNull();
  });

  test('the curated show replays as the curated show', () => {
    const links = showLinks(urlParams('?mode=showcase&show=curated'), SEED, true);
    expect(new URLSearchParams(links.replay).get('show')).toBe('curated');
  });
});
