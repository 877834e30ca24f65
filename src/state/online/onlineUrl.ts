import type { UrlParams } from '../app/urlTypes';
import type { SeatChoice } from '../../protocol/protocol';

/** The online screen's URL: `?mode=online[&room=CODE][&seat=…][&server=URL][&delay=S]`. */
export interface OnlineUrlOptions {
  /** A room to join (an invitation link), upper-cased. */
  room: string | null;
  /** Join at once as this seat, or `spectator` for the caster view. */
  seat: SeatChoice | null;
  /** The game server's address, when it is not on this page's host at port 2567. */
  server: string | null;
  /** A spectator's delay behind the live game, in seconds (0–60). */
  delaySeconds: number;
  /** `canvas=0`: a player's table without the 3D board (panels only), for software renderers. */
  canvas: boolean;
  problems: string[];
}

const SEAT_CHOICES: readonly SeatChoice[] = ['nautilus', 'imperialist', 'spectator', 'any'];

export function parseOnlineUrl(params: UrlParams): OnlineUrlOptions {
  const problems: string[] = [];
  const rawRoom = params.get('room');
  const room = rawRoom ? rawRoom.toUpperCase().replace(/[^A-Z0-9]/g, '') || null : null;
  const rawSeat = params.get('seat');
  const seat = SEAT_CHOICES.find((s) => s === rawSeat) ?? null;
  if (rawSeat !== null && seat === null)
    problems.push(`Unknown seat "${rawSeat}" (expected nautilus, imperialist or spectator).`);
  const rawServer = params.get('server');
  let server: string | null = null;
  if (rawServer) {
    try {
      const url = new URL(rawServer);
      if (url.protocol === 'http:' || url.protocol === 'https:') server = url.origin;
      else problems.push(`The server address must start with http:// or https://.`);
    } catch {
      problems.push(`"${rawServer}" is not a server address.`);
    }
  }
  const rawDelay = params.get('delay');
  let delaySeconds = 0;
  if (rawDelay !== null) {
    const n = Number(rawDelay);
    if (Number.isFinite(n) && n >= 0 && n <= 60) delaySeconds = n;
    else problems.push(`Delay "${rawDelay}" must be 0–60 seconds; showing the game live.`);
  }
  const canvas = params.get('canvas') !== '0';
  return { room, seat, server, delaySeconds, canvas, problems };
}
