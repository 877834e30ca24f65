import type { UrlParams } from '../app/urlTypes';
import type { CrewVotes } from './crewBallot';

/** The crew vote settings of a show (issue 42). */
export interface CrewShowSettings {
  /** How long each vote stays open once the stream shows it (seconds). */
  seconds: number;
  /** How far the stream runs behind the page (seconds): each vote opens on phones that much later and lasts that much longer. */
  delaySeconds: number;
  /** The Twitch channel whose chat votes with `!1`, `!2`, … (read anonymously); null: phones only. */
  channel: string | null;
  /** For tests: the host of a stand-in of Twitch's chat service (plain WebSocket on port 80). */
  chatHost: string | null;
  /** Streamer mode: the room code and QR code stay hidden until the streamer shows them. */
  streamer: boolean;
  votes: CrewVotes;
}

export interface CrewUrlOptions {
  /** `crew=vote`: the show hosts a crew vote with these settings. */
  settings: CrewShowSettings | null;
  problems: string[];
}

export const CREW_DEFAULTS: CrewShowSettings = {
  seconds: 20,
  delaySeconds: 0,
  channel: null,
  chatHost: null,
  streamer: false,
  votes: 'main',
};

function seconds(
  params: UrlParams,
  name: string,
  min: number,
  max: number,
  fallback: number,
  problems: string[],
): number {
  const raw = params.get(name);
  if (raw === null || raw === '') return fallback;
  const n = Number(raw);
  if (Number.isFinite(n) && n >= min && n <= max) return n;
  problems.push(`${name} "${raw}" must be ${min}–${max} seconds; using ${fallback}.`);
  return fallback;
}

/**
 * `crew=vote` and its settings: `crewSeconds=20` (5–120), `streamDelay=0` (0–60), `chat=CHANNEL`,
 * `streamer=1`, `crewVotes=main|all`, and for tests `chatHost=HOST`.
 */
export function parseCrewUrl(params: UrlParams): CrewUrlOptions {
  const problems: string[] = [];
  const crew = params.get('crew');
  if (crew !== null && crew !== '' && crew !== 'vote')
    problems.push(`Unknown crew "${crew}" (expected vote); the bot decides.`);
  if (crew !== 'vote') return { settings: null, problems };
  const rawChannel = params.get('chat');
  let channel: string | null = null;
  if (rawChannel) {
    const name = rawChannel.trim().replace(/^#/, '').toLowerCase();
    if (/^[a-z0-9_]{2,25}$/.test(name)) channel = name;
    else problems.push(`"${rawChannel}" is not a Twitch channel name; chat does not vote.`);
  }
  const rawHost = params.get('chatHost');
  const chatHost = rawHost && /^[A-Za-z0-9.-]{1,100}$/.test(rawHost) ? rawHost : null;
  if (rawHost && !chatHost) problems.push(`"${rawHost}" is not a host name.`);
  const rawVotes = params.get('crewVotes');
  let votes: CrewVotes = 'main';
  if (rawVotes === 'all' || rawVotes === 'main') votes = rawVotes;
  else if (rawVotes) problems.push(`Unknown crewVotes "${rawVotes}" (expected main, all).`);
  return {
    settings: {
      seconds: seconds(params, 'crewSeconds', 5, 120, CREW_DEFAULTS.seconds, problems),
      delaySeconds: seconds(params, 'streamDelay', 0, 60, CREW_DEFAULTS.delaySeconds, problems),
      channel,
      chatHost,
      streamer: params.get('streamer') === '1',
      votes,
    },
    problems,
  };
}
