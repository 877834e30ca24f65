import { createStore } from 'jotai';
import { MessageChannel, type MessagePort } from 'node:worker_threads';
import { afterEach, describe, expect, test } from 'vitest';
import { createGame, defaultSetup } from '../../../src/core/createGame';
import { applyActionInPlace, currentDecision } from '../../../src/core/engine';
import { chooseGreedy } from '../../../src/core/bots/greedyPolicy';
import { chooseImperialist } from '../../../src/core/bots/imperialistPolicy';
import { chooseSearch } from '../../../src/core/bots/search/searchDecision';
import { coachAdvice } from '../../../src/core/bots/search/coachAdvice';
import { searchMoveRng, type BotRequest } from '../../../src/core/bots/search/botTask';
import type { GameSetup, Action } from '../../../src/core/types';
import { botRng } from '../../../src/kernel/seeds';
import {
  BotCancelled,
  createInlineBotClient,
  createPortBotClient,
  type BotClient,
} from '../../../src/state/bots/botClient';
import { botClientAtom } from '../../../src/state/bots/botClientAtom';
import { botStrengthAtom } from '../../../src/state/bots/botStrengthAtom';
import { botThinkingAtom, nemoBotMoveAtom } from '../../../src/state/bots/botMoveAtoms';
import {
  decisionAtom,
  messageAtom,
  newGameAtom,
  sessionReadAtom,
  skipPlaybackAtom,
  storageAtom,
} from '../../../src/state/nemo/gameAtoms';
import { serveBotRequests } from '../../../src/workers/serveBotRequests';
import { playPageBots } from '../../../src/state/bots/playPageBots';
import type { MessageEnd } from '../../../src/workers/botProtocol';
import { memoryStorage } from '../app/memoryStorage';
import { renderEnglish } from '../../../src/core/text/renderEnglish';

const BUDGET = { playouts: 8, horizon: 12 };

/** A record a few decisions into a game, at a decision with several options. */
function recordAtChoice(seed: string): { setup: GameSetup; actions: Action[] } {
  const setup = defaultSetup({ seed });
  const { state } = createGame(setup);
  const actions: Action[] = [];
  const rng = botRng('autoplay', seed);
  for (let i = 0; i < 400; i++) {
    const d = currentDecision(state);
    if (!d) break;
    if (d.options.length > 2 && state.phase === 'action') break;
    const a =
      d.seat === 'imperialist' ? chooseImperialist(state, d, rng) : chooseGreedy(state, d, rng);
    actions.push(a);
    applyActionInPlace(state, a);
  }
  return { setup, actions };
}

function directState(setup: GameSetup, actions: Action[]) {
  const { state } = createGame(setup);
  for (const a of actions) applyActionInPlace(state, a);
  return state;
}

/** Node's MessagePort speaks `on`; the protocol speaks the DOM's event listeners. */
function asEnd(port: MessagePort): MessageEnd {
  const wrapped = new Map<(e: MessageEvent) => void, (data: unknown) => void>();
  return {
    postMessage: (m) => port.postMessage(m),
    addEventListener: (_t, listener) => {
      const w = (data: unknown) => listener({ data } as MessageEvent);
      wrapped.set(listener, w);
      port.on('message', w);
    },
    removeEventListener: (_t, listener) => {
      const w = wrapped.get(listener);
      if (w) port.off('message', w);
    },
  };
}

const ports: MessagePort[] = [];
function portClient(): BotClient {
  const channel = new MessageChannel();
  ports.push(channel.port1, channel.port2);
  serveBotRequests(asEnd(channel.port2));
  return createPortBotClient(() => asEnd(channel.port1));
}
afterEach(() => {
  for (const p of ports.splice(0)) p.close();
});

describe('bot worker protocol', () => {
  const { setup, actions } = recordAtChoice('protocol-1');
  const state = directState(setup, actions);
  const decision = currentDecision(state);

  test('answers a move request with the move the search bot plays when called directly', async () => {
    expect(decision && decision.options.length).toBeGreaterThan(2);
    const request: BotRequest = { setup, actions, task: { kind: 'move', budget: BUDGET } };
    const direct = chooseSearch(
      state,
      decision!,
      searchMoveRng(setup.seed, decision!.seat, actions.length),
      BUDGET,
    );
    const viaPort = await portClient().ask(request).answer;
    expect(viaPort).toEqual({ kind: 'move', action: direct });
    expect(await createInlineBotClient().ask(request).answer).toEqual(viaPort);
  });

  test('answers a coach request with the top three options, each with a chance, a score and a reason', async () => {
    const answer = await portClient().ask({
      setup,
      actions,
      task: { kind: 'coach', budget: BUDGET },
    }).answer;
    expect(answer.kind).toBe('coach');
    if (answer.kind !== 'coach' || !answer.advice) throw new Error('no advice');
    expect(answer.advice.options).toHaveLength(3);
    for (const o of answer.advice.options) {
      expect(o.finaleChance).toBeGreaterThanOrEqual(0);
      expect(o.finaleChance).toBeLessThanOrEqual(1);
      expect(Number.isFinite(o.expectedScore)).toBe(true);
      expect(renderEnglish(o.why).length).toBeGreaterThan(10);
    }
    expect(answer.advice).toEqual(coachAdvice(state, BUDGET));
  });

  test('reports a record that breaks a rule instead of answering', async () => {
    const bad = [...actions, { type: 'noSuchAction' } as unknown as Action];
    const answer = await portClient().ask({
      setup,
      actions: bad,
      task: { kind: 'move', budget: BUDGET },
    }).answer;
    expect(answer.kind).toBe('error');
  });

  test('rejects a cancelled request and still answers the next one', async () => {
    const client = portClient();
    const first = client.ask({ setup, actions, task: { kind: 'move', budget: BUDGET } });
    const second = client.ask({ setup, actions, task: { kind: 'coach', budget: BUDGET } });
    first.cancel();
    await expect(first.answer).rejects.toBeInstanceOf(BotCancelled);
    expect((await second.answer).kind).toBe('coach');
  });

  test('starts a fresh worker when the call it is busy with is cancelled, and hands it the rest', async () => {
    let opened = 0;
    const client = createPortBotClient(() => {
      opened++;
      const channel = new MessageChannel();
      ports.push(channel.port1, channel.port2);
      serveBotRequests(asEnd(channel.port2));
      return Object.assign(asEnd(channel.port1), {
        terminate: () => {
          channel.port1.close();
          channel.port2.close();
        },
      });
    });
    const first = client.ask({ setup, actions, task: { kind: 'move', budget: BUDGET } });
    const second = client.ask({ setup, actions, task: { kind: 'move', budget: BUDGET } });
    first.cancel();
    await expect(first.answer).rejects.toBeInstanceOf(BotCancelled);
    expect((await second.answer).kind).toBe('move');
    expect(opened).toBe(2);
  });
});

describe('the strong bot in the page', () => {
  function store(client: BotClient) {
    const s = createStore();
    s.set(storageAtom, memoryStorage());
    s.set(botClientAtom, client);
    s.set(botStrengthAtom, 'strong');
    return s;
  }
  /** Plays forced and quick decisions until one with several options comes up. */
  function toChoice(s: ReturnType<typeof createStore>) {
    s.set(botStrengthAtom, 'quick');
    for (let i = 0; i < 400; i++) {
      s.set(skipPlaybackAtom);
      const d = s.get(decisionAtom);
      if (d && d.options.length > 2) break;
      s.set(nemoBotMoveAtom);
    }
    s.set(skipPlaybackAtom);
    s.set(botStrengthAtom, 'strong');
  }

  test('plays the worker’s answer and shows it is thinking meanwhile', async () => {
    const s = store(createInlineBotClient());
    s.set(newGameAtom, defaultSetup({ seed: 'page-1' }));
    toChoice(s);
    const before = s.get(sessionReadAtom)!.actions.length;
    s.set(nemoBotMoveAtom);
    expect(s.get(botThinkingAtom)).toBe('nautilus');
    await new Promise((r) => setTimeout(r, 50));
    await waitFor(() => s.get(sessionReadAtom)!.actions.length === before + 1);
    expect(s.get(botThinkingAtom)).toBeNull();
  });

  test('plays move for move what playPageBots plays in Node (the shows and their figures rest on it)', async () => {
    const s = store(createInlineBotClient());
    s.set(newGameAtom, defaultSetup({ seed: 'page-4', motive: 'explore' }));
    const moves = 30;
    for (let i = 0; i < moves; i++) {
      s.set(skipPlaybackAtom);
      s.set(nemoBotMoveAtom);
      await waitFor(() => s.get(sessionReadAtom)!.actions.length === i + 1, 20_000);
    }
    const inNode: Action[] = [];
    playPageBots('page-4', 'explore', 'strong', {
      maxActions: moves,
      onStep: (_events, _state, action) => {
        if (action) inNode.push(action);
      },
    });
    const played = s.get(sessionReadAtom)!.actions;
    expect(played).toEqual(inNode);
    // …and some of them were the search's choices, not forced ones.
    expect(new Set(played.map((a) => a.type)).size).toBeGreaterThan(3);
  });

  test('drops a stale answer: a new game started while the bot thought is left alone', async () => {
    const s = store(createInlineBotClient());
    s.set(newGameAtom, defaultSetup({ seed: 'page-2' }));
    toChoice(s);
    s.set(nemoBotMoveAtom);
    s.set(newGameAtom, defaultSetup({ seed: 'page-3' }));
    const fresh = s.get(sessionReadAtom);
    await new Promise((r) => setTimeout(r, 400));
    expect(s.get(sessionReadAtom)).toBe(fresh);
    expect(fresh!.actions).toHaveLength(0);
    expect(s.get(messageAtom)).toBeNull();
  });
});

async function waitFor(ok: () => boolean, ms = 5000): Promise<void> {
  const end = Date.now() + ms;
  while (!ok()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 10));
  }
}
