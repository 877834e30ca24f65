import { createStore } from 'jotai';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterAll, describe, expect, test } from 'vitest';
import { allAspects, createGame, defaultSetup } from '../../src/core/createGame';
import {
  applyAction,
  applyActionInPlace,
  currentDecision,
  IllegalActionError,
} from '../../src/core/engine';
import { chooseGreedy } from '../../src/core/bots/greedyPolicy';
import { chooseImperialist } from '../../src/core/bots/imperialistPolicy';
import { seedRng } from '../../src/core/rng';
import { msg, type CoreText } from '../../src/core/data';
import type { Action } from '../../src/core/types';
import { toRecord, startSession, act } from '../../src/core/session';
import {
  applyFlipActionInPlace,
  CHALLENGES,
  CHARACTERS,
  createFlipGameWithEvents,
  currentDecision as flipDecision,
  FARRAGUT_CARDS,
  greedyFlipPolicy,
  type FlipEvent,
} from '../../src/flip';
import { setLanguage } from '../../src/i18n/i18n';
import type { Language } from '../../src/i18n/language';
import type { Rejection, Viewer } from '../../src/protocol/protocol';
import {
  joinRefusalMessage,
  REFUSAL_EN,
  refusal,
  refusalEnglish,
  type RefusalKey,
  type RefusalText,
} from '../../src/protocol/refusal';
import { seatView } from '../../src/protocol/seatView';
import { verifySubmission } from '../../server/voyages/verifySubmission';
import { logEntryFromGame } from '../../src/state/captainsLog/logEntryFromGame';
import { motiveStats } from '../../src/state/captainsLog/logStats';
import { refusalLine } from '../../src/state/captainsLog/logStore';
import {
  connectionLineAtom,
  linkAtom,
  lobbyAtom,
  seatRowsAtom,
  seatViewAtom,
  turnLineAtom,
} from '../../src/state/online/onlineAtoms';
import type { Lobby } from '../../src/state/online/onlineClient';
import { errorText } from '../../src/state/session/errorText';
import { onlineProblemText } from '../../src/state/session/refusalText';
import { VoyageApiError } from '../../src/state/voyage/voyageApi';
import { joinProblem } from '../../src/modes/online/useOnlineRoom';
import {
  drawChallengeCard,
  drawCharacterCard,
  drawFarragutCard,
  drawPokerBack,
  drawPokerCard,
} from '../../src/scene/flip/drawFlipCards';
import { drawFlipSheet } from '../../src/scene/flip/drawFlipSheet';
import { cardWord } from '../../src/scene/flip/flipCardWords';
import { flipStrokes } from '../../src/scene/flip/flipStrokes';
import { LogTable } from '../../src/ui/log/LogTable';
import { MotiveStatsTable } from '../../src/ui/log/MotiveStatsTable';
import { problems } from './garbled';

/**
 * The side paths of the seeded walk (seededWalk.test.ts walks the table and the log lines): what
 * an online player reads in the banner and in a refusal, what the board server's refusals say,
 * the captain's log, and the words painted on Flip Voyage's cards and sheet.
 */

/** A canvas that keeps every text painted on it; measures each character as 0.6 of the size. */
function recordingCanvas(): { ctx: CanvasRenderingContext2D; painted: string[] } {
  const painted: string[] = [];
  const state: Record<string | symbol, unknown> = { font: '10px sans-serif' };
  const size = () => Number(/(\d+(?:\.\d+)?)px/.exec(String(state.font))?.[1] ?? 10);
  const own: Record<string, unknown> = {
    fillText: (s: string) => painted.push(s),
    measureText: (s: string) => ({ width: Array.from(s).length * size() * 0.6 }),
    createLinearGradient: () => ({ addColorStop: () => undefined }),
  };
  const ctx = new Proxy(state, {
    get: (target, key) =>
      typeof key === 'string' && key in own ? own[key] : (target[key] ?? (() => undefined)),
    set: (target, key, value) => {
      target[key] = value;
      return true;
    },
  }) as unknown as CanvasRenderingContext2D;
  return { ctx, painted };
}

/** What a seeded versus game shows an online player: banners, seat titles, links and refusals. */
function onlineWalk(seed: string, steps: number): string[] {
  const setup = defaultSetup({
    seed,
    motive: 'piracy',
    variant: 'versus',
    difficulty: allAspects('normal'),
  });
  const { state } = createGame(setup);
  const rng = seedRng(`online ${seed}`);
  const store = createStore();
  const shown: string[] = [];
  const lobby = (kind: 'open' | 'human' | 'bot', connected: boolean): Lobby => ({
    code: 'K7QMZ3',
    version: 0,
    toMove: '',
    act: 1,
    turn: 1,
    finished: false,
    winner: '',
    spectators: 0,
    seats: {
      nautilus: { kind: 'human', connected: true, name: '' },
      imperialist: { kind, connected, name: kind === 'human' ? 'アロナックス' : '' },
    },
  });
  const rejection = (rule: string, text: RefusalText): Rejection => ({
    rule,
    text,
    message: refusalEnglish(text),
    version: 0,
  });
  for (let i = 0; i <= steps; i++) {
    const d = currentDecision(state);
    const viewers: Viewer[] = ['nautilus', 'imperialist', 'spectator'];
    for (const viewer of viewers) {
      store.set(seatViewAtom, seatView(state, i, viewer));
      store.set(lobbyAtom, lobby((['open', 'human', 'bot'] as const)[i % 3]!, i % 2 === 0));
      shown.push(
        store.get(turnLineAtom)?.text ?? '',
        ...store.get(seatRowsAtom).map((r) => r.title),
      );
      for (const link of ['connected', 'reconnecting', 'closed'] as const) {
        store.set(linkAtom, link);
        shown.push(store.get(connectionLineAtom).text);
      }
    }
    if (!d || state.result) break;
    const other = d.seat === 'nautilus' ? 'imperialist' : 'nautilus';
    shown.push(
      onlineProblemText(
        rejection('rules', refusal('room.notYourTurn', { seat: other, prompt: d.prompt })),
      ),
    );
    for (const wrong of [
      { type: 'takeHit' },
      { type: 'endActions' },
      { type: 'stopBold' },
    ] as Action[]) {
      try {
        applyAction(state, wrong);
      } catch (e) {
        if (e instanceof IllegalActionError)
          shown.push(
            onlineProblemText(
              rejection('rules', refusal('room.illegal', { rule: d.rule, reason: e.text })),
            ),
          );
      }
    }
    const action =
      d.seat === 'imperialist' ? chooseImperialist(state, d, rng) : chooseGreedy(state, d, rng);
    applyActionInPlace(state, action, []);
  }
  return shown;
}

/** Every refusal the server can send, with sample values, as the page shows it. */
function everyRefusal(): string[] {
  const sample: Record<string, string | number | CoreText> = {
    type: 'x',
    what: 'act',
    issue: 'a.b',
    chosen: 3,
    version: 4,
    seat: 'imperialist',
    prompt: msg('prompt.sinkAs', { ship: 'Scotia' }),
    rule: msg('rule.warRoom'),
    reason: msg('error.hashMismatch'),
    date: '2026-12-07',
    bytes: 2048,
    score: 41,
    claimed: 'triumph',
    level: 'Defeat',
  };
  const keys = Object.entries(REFUSAL_EN).flatMap(([g, names]) =>
    Object.keys(names).map((n) => `${g}.${n}` as RefusalKey),
  );
  return keys.flatMap((key) => {
    const text = { key, params: sample } as unknown as RefusalText;
    return [
      onlineProblemText(new Error(joinRefusalMessage(text))),
      joinProblem(new Error(joinRefusalMessage(text)), 'http://localhost:2567'),
      errorText(new VoyageApiError(refusalEnglish(text), true, text)),
    ];
  });
}

/** A finished solo voyage: its board refusals (as the page renders them) and its log entry. */
function finishedVoyage(seed: string): { refusals: string[]; log: string[] } {
  const setup = defaultSetup({ seed, motive: 'science', difficulty: allAspects('normal') });
  let session = startSession(setup);
  const rng = seedRng(`board ${seed}`);
  for (let i = 0; i < 5000 && !session.state.result; i++) {
    const d = currentDecision(session.state)!;
    session = act(session, chooseGreedy(session.state, d, rng)).session;
  }
  expect(session.state.result).toBeTruthy();
  const record = toRecord(session);
  const now = new Date('2026-12-07T10:00:00Z');
  const base = { record, name: 'Conseil', playerId: 'player-0123456789abcdef' };
  const refused = [
    { ...base, claimed: { score: 999 } },
    { ...base, claimed: { score: record.actions.length, level: 'Triumph' } },
    { ...base, record: { ...record, finalHash: '0'.repeat(16) } },
    { ...base, record: { ...record, actions: record.actions.slice(0, 20), finalHash: undefined } },
    { ...base, name: '' },
    { ...base, daily: '2026-12-07' },
    null,
  ].flatMap((body) => {
    const verdict = verifySubmission(body, now);
    return verdict.ok ? [] : [errorText(new VoyageApiError(verdict.reason, true, verdict.refusal))];
  });
  expect(refused.length).toBeGreaterThanOrEqual(5);
  const entry = logEntryFromGame(session.state, session.events, record, now.toISOString());
  expect(entry).toBeTruthy();
  const entries = entry ? [entry, { ...entry, id: 'daily', daily: '2026-12-06' }] : [];
  const html = renderToStaticMarkup(
    <>
      <LogTable entries={entries} />
      <MotiveStatsTable stats={motiveStats(entries)} />
    </>,
  );
  const cells = html
    .replace(/<[^>]+>/g, '\n')
    .split('\n')
    .map((s) => s.trim())
    .filter((s) => s !== '' && !/^[\d\s.,:/%–—·-]*$/.test(s));
  const line = refusalLine([
    { reason: 'score', count: 2 },
    { reason: 'replay', count: 1 },
  ]);
  return { refusals: refused, log: [...cells, line] };
}

/** Everything painted on Flip Voyage's cards and printed sheet, and a walked game's marker words. */
function flipPaint(): string[] {
  const { ctx, painted } = recordingCanvas();
  drawFlipSheet(ctx);
  drawPokerCard(ctx, 52, 256, 358);
  drawPokerBack(ctx, 256, 358, cardWord('back'));
  drawPokerBack(ctx, 256, 358, cardWord('farragutBack'));
  for (const c of CHALLENGES)
    for (const side of [5, 2] as const) drawChallengeCard(ctx, c.id, side, 256, 358);
  for (const c of CHARACTERS)
    for (const used of [false, true]) drawCharacterCard(ctx, c.id, used, 256, 358);
  for (const f of FARRAGUT_CARDS)
    for (const met of [false, true]) drawFarragutCard(ctx, f.id, met, 256, 358);
  const { state, events } = createFlipGameWithEvents({ seed: 2901, players: 2, farragut: null });
  const all: FlipEvent[] = [...events];
  for (let i = 0; i < 600 && !state.result; i++) {
    const d = flipDecision(state);
    if (d.kind === 'gameOver') break;
    applyFlipActionInPlace(state, greedyFlipPolicy(state, d.player), all);
  }
  for (const seat of [0, 1])
    for (const s of flipStrokes(state, all, seat)) if (s.kind === 'text') painted.push(s.text);
  return painted;
}

function check(texts: readonly string[], lang: Language): string[] {
  return [
    ...new Set(
      texts.flatMap((text) => {
        // A record's own field names stay as written in it (a load error names them).
        const found = problems(text.replace(/（[A-Za-z0-9.[\]]+）/g, ''), lang);
        return found.length > 0 || text.trim() === ''
          ? [`${found.join(', ') || 'empty'}: ${text}`]
          : [];
      }),
    ),
  ];
}

describe('online banners and refusals, board refusals, the captain’s log and Flip’s cards read cleanly', () => {
  afterAll(async () => {
    await setLanguage('en');
  });

  test.each(['en', 'ja'] as const)(
    '%s',
    async (lang) => {
      await setLanguage(lang);
      const online = onlineWalk('2705', 120);
      expect(online.length).toBeGreaterThan(1000);
      const refusals = everyRefusal();
      const voyage = finishedVoyage('2803');
      const flip = flipPaint();
      expect(flip.length).toBeGreaterThan(200);
      const bad = check([...online, ...refusals, ...voyage.refusals, ...voyage.log, ...flip], lang);
      expect(bad).toEqual([]);
    },
    240_000,
  );

  test('a refusal is worded in the language of the page, not the English the server logs', async () => {
    await setLanguage('ja');
    const text = refusal('versus.seatTaken', { seat: 'nautilus' });
    const shown = onlineProblemText(new Error(joinRefusalMessage(text)));
    expect(shown).toContain('ノーチラス号');
    expect(problems(refusalEnglish(text), 'ja')).toContain('English words in Japanese');
  });
});
