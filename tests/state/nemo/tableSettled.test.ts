import { createStore } from 'jotai';
import { describe, expect, test } from 'vitest';
import {
  act,
  currentDecision,
  defaultSetup,
  legalActions,
  startSession,
  type Action,
} from '../../../src/core/index';
import { nemoSession, skipPlaybackAtom } from '../../../src/state/nemo/gameAtoms';
import { tableSettledAtom } from '../../../src/state/nemo/tablePose';
import {
  answerAtom,
  currentStepAtom,
  nextStepAtom,
  startLessonAtom,
  visibleFeedbackAtom,
} from '../../../src/state/learn/learnAtoms';
import { LESSONS } from '../../../src/state/learn/lessons/lessonCatalog';
import { possibleAnswers } from '../../../src/state/learn/rightAnswer';
import { attachGameAtom, turnLineAtom } from '../../../src/state/online/onlineAtoms';
import type { OnlineGame } from '../../../src/state/online/onlineClient';
import type { EventsMessage, SeatView, Viewer } from '../../../src/protocol/protocol';
import { speedAtom } from '../../../src/state/app/settings';
import { publicEvents, seatView } from '../../../src/protocol/seatView';

/** A room driven by the test: only the view and events listeners matter here. */
function fakeRoom(viewer: Viewer) {
  const views = new Set<(v: SeatView) => void>();
  const events = new Set<(v: EventsMessage) => void>();
  const none = () => () => undefined;
  const game = {
    code: 'K7QMZ3',
    viewer,
    view: null,
    lobby: null,
    history: null,
    send: () => undefined,
    onView: (l: (v: SeatView) => void) => (views.add(l), () => views.delete(l)),
    onEvents: (l: (v: EventsMessage) => void) => (events.add(l), () => events.delete(l)),
    onLobby: none,
    onConnection: none,
    onError: none,
  } as unknown as OnlineGame;
  return { game, views, events };
}

type NemoSession = ReturnType<typeof startSession>;

/** Plays from the start until the decision passes to the other seat after several events. */
function handOver(): {
  before: NemoSession;
  action: Action;
  after: NemoSession;
  events: unknown[];
} {
  let session = startSession(defaultSetup({ seed: 'gate-1', motive: 'piracy', variant: 'versus' }));
  for (let i = 0; i < 400; i++) {
    const decision = currentDecision(session.state);
    if (!decision) break;
    const action = legalActions(session.state, decision.seat)[0]!;
    const next = act(session, action);
    const after = currentDecision(next.session.state);
    if (after && after.seat !== decision.seat && next.events.length > 1)
      return { before: session, action, after: next.session, events: next.events };
    session = next.session;
  }
  throw new Error('no hand-over found');
}

describe('text waits for the table (issue 27 point 2)', () => {
  test('online: "Your turn" shows only once the table has staged the move that led to it', () => {
    const store = createStore();
    store.set(speedAtom, '1');
    const { before, action, after, events } = handOver();
    const me = currentDecision(after.state)!.seat;
    const other = currentDecision(before.state)!.seat;
    const room = fakeRoom(me);
    store.set(attachGameAtom, { game: room.game });
    room.views.forEach((l) => l(seatView(before.state, 0, me)));
    expect(store.get(turnLineAtom)?.tone).toBe('them');

    room.events.forEach((l) =>
      l({ version: 1, seat: other, action, events: publicEvents(events as never) }),
    );
    room.views.forEach((l) => l(seatView(after.state, 1, me)));
    // The server already says it is this seat's turn; the table is still playing the move.
    expect(store.get(tableSettledAtom)).toBe(false);
    expect(store.get(turnLineAtom)).toEqual({
      text: 'The table shows the last moves…',
      tone: 'them',
    });
    expect(store.get(nemoSession.decisionAtom)).toBeNull();

    store.set(skipPlaybackAtom);
    expect(store.get(tableSettledAtom)).toBe(true);
    expect(store.get(turnLineAtom)?.tone).toBe('you');
    expect(store.get(turnLineAtom)?.text).toMatch(/^Your turn: /);
    expect(store.get(nemoSession.decisionAtom)?.seat).toBe(me);
  });

  test("learn: a right answer's praise waits until the table has staged the move", () => {
    let checked = 0;
    for (const lesson of LESSONS) {
      const store = createStore();
      store.set(speedAtom, '1');
      store.set(startLessonAtom, lesson.id);
      for (let i = 0; i < lesson.steps.length && checked === 0; i++) {
        store.set(skipPlaybackAtom);
        const step = store.get(currentStepAtom);
        const state = store.get(nemoSession.latestStateAtom);
        if (!step || !state) break;
        if (!step.tryIt) {
          store.set(nextStepAtom);
          continue;
        }
        const right = possibleAnswers(step, state).find((a) => step.tryIt?.check(a, state).ok);
        if (!right) break;
        expect(store.set(answerAtom, right)).toBe(true);
        if (store.get(tableSettledAtom)) continue;
        expect(store.get(visibleFeedbackAtom)).toBeNull();
        store.set(skipPlaybackAtom);
        expect(store.get(visibleFeedbackAtom)?.kind).toBe('right');
        checked++;
      }
      if (checked) break;
    }
    expect(checked).toBe(1);
  });
});
