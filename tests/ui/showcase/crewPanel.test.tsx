import { Provider, createStore } from 'jotai';
import { renderToStaticMarkup } from 'react-dom/server';
import type { ReactNode } from 'react';
import { describe, expect, test } from 'vitest';
import { defaultSetup } from '../../../src/core/createGame';
import { policyFor } from '../../../src/core/bots/policyFor';
import { seedRng } from '../../../src/core/rng';
import {
  decisionAtom,
  dispatchAtom,
  latestStateAtom,
  newGameAtom,
  sessionReadAtom,
  skipPlaybackAtom,
  storageAtom,
} from '../../../src/state/nemo/gameAtoms';
import { speedAtom } from '../../../src/state/app/settings';
import {
  crewCodeShownAtom,
  crewRoomAtom,
  crewSettingsAtom,
  crewVoteAtom,
  crewVoyageAtom,
  playCrewChoiceAtom,
} from '../../../src/state/crew/crewAtoms';
import { crewBallot, isCrewDecision } from '../../../src/state/crew/crewBallot';
import { CREW_DEFAULTS } from '../../../src/state/crew/crewUrl';
import { CrewJoinCard } from '../../../src/ui/showcase/CrewJoinCard';
import { CrewEndLines } from '../../../src/ui/showcase/CrewEndLines';

const html = (store: ReturnType<typeof createStore>, node: ReactNode) =>
  renderToStaticMarkup(<Provider store={store}>{node}</Provider>).replace(/<[^>]+>/g, ' ');

describe('the crew column', () => {
  test('streamer mode keeps the room code off the stream until the streamer shows it', () => {
    const store = createStore();
    store.set(crewSettingsAtom, { ...CREW_DEFAULTS, streamer: true });
    store.set(crewRoomAtom, {
      state: 'open',
      code: 'KX4PQ',
      link: 'http://x/?mode=crew&room=KX4PQ',
    });
    expect(html(store, <CrewJoinCard />)).not.toContain('KX4PQ');
    store.set(crewCodeShownAtom, true);
    expect(html(store, <CrewJoinCard />)).toContain('KX4PQ');
    store.set(crewSettingsAtom, { ...CREW_DEFAULTS, streamer: false });
    store.set(crewCodeShownAtom, false);
    expect(html(store, <CrewJoinCard />)).toContain('KX4PQ');
  });

  test("the crew's choice is played like a move, and the end card tells the crew's voyage", () => {
    const store = createStore();
    store.set(storageAtom, null);
    store.set(speedAtom, 'instant');
    store.set(newGameAtom, defaultSetup({ seed: 'crew-end', motive: 'explore' }));
    store.set(skipPlaybackAtom);
    store.set(crewSettingsAtom, CREW_DEFAULTS);
    const rng = seedRng('crew-end');
    for (let i = 0; i < 200 && !isCrewDecision(store.get(decisionAtom), 'main'); i++) {
      const decision = store.get(decisionAtom)!;
      store.set(
        dispatchAtom,
        policyFor(decision.seat, 'greedy')(store.get(latestStateAtom)!, decision, rng),
      );
      store.set(skipPlaybackAtom);
    }
    const decision = store.get(decisionAtom)!;
    const session = store.get(sessionReadAtom)!;
    const ballot = crewBallot(session.state, decision);
    store.set(crewVoteAtom, {
      decisionId: 'd1',
      version: session.actions.length,
      prompt: ballot.prompt,
      options: ballot.options,
      endsAt: null,
      leftMs: 20_000,
      phoneTally: { 1: 1, 2: 3 },
      chatVotes: new Map(),
      botPick: 2,
      closing: true,
    });
    const last = store.set(playCrewChoiceAtom, 2, 'crew', { 1: 1, 2: 3 });
    expect(last).toMatchObject({ n: 2, by: 'crew', votes: 3, total: 4 });
    expect(store.get(sessionReadAtom)!.actions.at(-1)).toEqual(ballot.options[1]!.action);
    expect(store.get(crewVoteAtom)).toBeNull();
    expect(store.get(crewVoyageAtom)).toMatchObject({ voted: 1, compared: 1, agreed: 1 });
    const text = html(store, <CrewEndLines />);
    expect(text).toContain('Decisions voted: 1');
    expect(text).toContain('Agreed with the coach: 1 of 1 (100%)');
    expect(text).toMatch(/Closest vote: .+, 3 to 1/);
  });
});
