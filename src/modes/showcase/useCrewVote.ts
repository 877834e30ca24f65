import { useAtomValue, useStore } from 'jotai';
import { useEffect, useRef } from 'react';
import type { CrewChooser, CrewPublish } from '../../protocol/crewProtocol';
import type { CrewHost } from '../../state/crew/crewClient';
import {
  combinedTally,
  crewCodeShownAtom,
  crewRoomAtom,
  crewVoteAtom,
  crewWinner,
  playCrewChoiceAtom,
  type CrewOpenVote,
} from '../../state/crew/crewAtoms';
import { askCrewBotPickAtom } from '../../state/crew/crewBotPick';
import { crewBallot, isCrewDecision } from '../../state/crew/crewBallot';
import type { CrewShowSettings } from '../../state/crew/crewUrl';
import { crewEndpoint, crewLink } from '../../state/crew/crewLink';
import { decisionAtom, sessionReadAtom } from '../../state/nemo/gameAtoms';
import { showcasePausedAtom } from '../../state/showcase/showcaseAtoms';

/** How long the page waits for the server's final tally before counting what it has. */
const CLOSE_WAIT_MS = 3000;

type Store = ReturnType<typeof useStore>;

function within<T>(promise: Promise<T>, ms: number): Promise<T> {
  return Promise.race([
    promise,
    new Promise<T>((_, reject) => setTimeout(() => reject(new Error('timed out')), ms)),
  ]);
}

/** What the phones are told of the open vote (its time left, less the stream's delay). */
function publishOf(vote: CrewOpenVote | null, settings: CrewShowSettings): CrewPublish | null {
  if (!vote || vote.closing) return null;
  const delayMs = settings.delaySeconds * 1000;
  const leftMs = vote.endsAt === null ? vote.leftMs : vote.endsAt - Date.now();
  return {
    decisionId: vote.decisionId,
    prompt: vote.prompt,
    options: vote.options.map(({ n, label, odds, pass, fail }) => ({ n, label, odds, pass, fail })),
    delayMs,
    openMs: Math.round(Math.min(settings.seconds * 1000, Math.max(1000, leftMs - delayMs))),
  };
}

/**
 * Closes the open count and plays its winner: the captain's order when given, else the crew's
 * majority (phones and chat together), else (a tie or no votes) the strong bot's pick.
 */
async function closeVote(store: Store, host: CrewHost | null, captain: number | null) {
  const vote = store.get(crewVoteAtom);
  if (!vote || vote.closing) return;
  store.set(crewVoteAtom, { ...vote, closing: true, endsAt: null });
  let phoneTally = vote.phoneTally;
  if (host) {
    try {
      phoneTally = (await within(host.close(vote.decisionId), CLOSE_WAIT_MS)).tally;
    } catch {
      // The server did not answer: the tally heard so far counts.
    }
  }
  const latest = store.get(crewVoteAtom);
  if (!latest || latest.decisionId !== vote.decisionId) return;
  const tally = combinedTally({ ...latest, phoneTally });
  let n = captain;
  let by: CrewChooser = 'captain';
  if (n === null) {
    n = crewWinner(tally);
    by = 'crew';
  }
  if (n === null) {
    n = (await store.set(askCrewBotPickAtom)) ?? latest.options[0]?.n ?? 1;
    by = 'bot';
  }
  const last = store.set(playCrewChoiceAtom, n, by, tally);
  if (last) host?.result({ decisionId: last.decisionId, n: last.n, by: last.by });
}

/**
 * The show's side of the crew vote: hosts the room, puts each Nautilus decision with a real
 * choice to the vote (published to the phones behind the stream's delay), runs the countdown
 * (paused with the show), and plays the winner. Streamer keys while a vote is open: 1–9 the
 * captain's order, Enter ends the count now; Q shows or hides the room code (streamer mode).
 */
export function useCrewVote(settings: CrewShowSettings | null): void {
  const store = useStore();
  const hostRef = useRef<CrewHost | null>(null);
  const decision = useAtomValue(decisionAtom);
  const session = useAtomValue(sessionReadAtom);
  const vote = useAtomValue(crewVoteAtom);
  const paused = useAtomValue(showcasePausedAtom);

  useEffect(() => {
    if (!settings) return;
    let gone = false;
    let host: CrewHost | null = null;
    store.set(crewRoomAtom, { state: 'connecting', code: null, link: null });
    void import('../../state/crew/crewClient').then(async ({ hostCrew }) => {
      try {
        host = await hostCrew(crewEndpoint());
      } catch {
        if (!gone) store.set(crewRoomAtom, { state: 'offline', code: null, link: null });
        return;
      }
      if (gone) {
        void host.leave();
        return;
      }
      hostRef.current = host;
      const code = host.code;
      store.set(crewRoomAtom, { state: 'open', code, link: crewLink(code) });
      host.onTally((t) => {
        const v = store.get(crewVoteAtom);
        if (v?.decisionId === t.decisionId && !v.closing)
          store.set(crewVoteAtom, { ...v, phoneTally: t.tally });
      });
      // A vote opened while the room was being made goes to the phones now.
      const open = publishOf(store.get(crewVoteAtom), settings);
      if (open) host.publish(open);
      host.onDropped((down) =>
        store.set(crewRoomAtom, { state: down ? 'offline' : 'open', code, link: crewLink(code) }),
      );
    });
    return () => {
      gone = true;
      void host?.leave();
      hostRef.current = null;
    };
  }, [settings, store]);

  // Opens a vote at each crew decision, once the table has shown everything before it.
  useEffect(() => {
    if (!settings || !session || !decision || !isCrewDecision(decision, settings.votes)) return;
    const version = session.actions.length;
    if (store.get(crewVoteAtom)?.version === version) return;
    const ballot = crewBallot(session.state, decision);
    const decisionId = `d${version}`;
    const totalMs = (settings.seconds + settings.delaySeconds) * 1000;
    store.set(crewVoteAtom, {
      decisionId,
      version,
      prompt: ballot.prompt,
      options: ballot.options,
      endsAt: store.get(showcasePausedAtom) ? null : Date.now() + totalMs,
      leftMs: totalMs,
      phoneTally: {},
      chatVotes: new Map(),
      botPick: null,
      closing: false,
    });
    const publish = publishOf(store.get(crewVoteAtom), settings);
    if (publish) hostRef.current?.publish(publish);
    void store.set(askCrewBotPickAtom);
  }, [settings, session, decision, store]);

  // The count pauses with the show (Space) and runs on when it resumes.
  const decisionId = vote?.decisionId ?? null;
  useEffect(() => {
    const v = store.get(crewVoteAtom);
    if (!v || v.closing) return;
    if (paused && v.endsAt !== null) {
      const leftMs = Math.max(0, v.endsAt - Date.now());
      store.set(crewVoteAtom, { ...v, endsAt: null, leftMs });
      hostRef.current?.timer({ decisionId: v.decisionId, paused: true, leftMs });
    } else if (!paused && v.endsAt === null) {
      store.set(crewVoteAtom, { ...v, endsAt: Date.now() + v.leftMs });
      hostRef.current?.timer({ decisionId: v.decisionId, paused: false, leftMs: v.leftMs });
    }
  }, [paused, decisionId, store]);

  const endsAt = vote?.endsAt ?? null;
  useEffect(() => {
    if (endsAt === null) return;
    const timer = setTimeout(
      () => void closeVote(store, hostRef.current, null),
      Math.max(0, endsAt - Date.now()),
    );
    return () => clearTimeout(timer);
  }, [endsAt, store]);

  useEffect(() => {
    if (!settings) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.target instanceof HTMLInputElement || e.ctrlKey || e.metaKey || e.altKey) return;
      if (e.key === 'q' || e.key === 'Q') {
        store.set(crewCodeShownAtom, (shown) => !shown);
        return;
      }
      const v = store.get(crewVoteAtom);
      if (!v || v.closing) return;
      if (e.key === 'Enter') {
        e.preventDefault();
        void closeVote(store, hostRef.current, null);
        return;
      }
      const n = /^[1-9]$/.test(e.key) ? Number(e.key) : null;
      if (n !== null && v.options.some((o) => o.n === n)) {
        e.preventDefault();
        void closeVote(store, hostRef.current, n);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [settings, store]);
}
