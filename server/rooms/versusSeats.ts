import type { Seat } from '../../src/core/index';
import type { JoinOptions, Viewer } from '../../src/protocol/protocol';
import { JoinRefusal, refusal } from '../../src/protocol/refusal';
import type { RoomRecord } from '../store/GameStore';

export const VERSUS_SEATS: readonly Seat[] = ['nautilus', 'imperialist'];

export function otherSeat(seat: Seat): Seat {
  return seat === 'nautilus' ? 'imperialist' : 'nautilus';
}

export type SeatKind = 'open' | 'human' | 'bot';

export function seatKindOf(record: RoomRecord, seat: Seat): SeatKind {
  if (record.bots.includes(seat)) return 'bot';
  return record.seatTokens[seat] === null ? 'open' : 'human';
}

/** What a versus join asks for, decided against the room's record (nothing is changed here). */
export type SeatClaim =
  | { kind: 'token'; seat: Seat }
  | { kind: 'spectator' }
  | { kind: 'seat'; seat: Seat; creator: boolean };

/**
 * Which viewer a joining client gets: its seat back with a seat token; else the seat it asked
 * for when free (open, or abandoned: a bot holds it and its human is gone); `any` prefers an open
 * seat, then an abandoned one, else spectates. Throws (refusing the join) when a named seat is
 * held by a human.
 */
export function claimVersusSeat(
  record: RoomRecord,
  options: JoinOptions,
  connected: (seat: Seat) => boolean,
): SeatClaim {
  const bySeatToken = VERSUS_SEATS.find(
    (s) => options.token && record.seatTokens[s] === options.token,
  );
  if (bySeatToken) return { kind: 'token', seat: bySeatToken };
  const wanted = options.seat ?? 'any';
  if (wanted === 'spectator') return { kind: 'spectator' };
  const abandoned = (s: Seat) => record.bots.includes(s) && !connected(s);
  const free = (s: Seat) => record.seatTokens[s] === null || abandoned(s);
  const order: Seat[] =
    wanted === 'any'
      ? [
          ...VERSUS_SEATS.filter((s) => seatKindOf(record, s) === 'open'),
          ...VERSUS_SEATS.filter((s) => free(s)),
        ]
      : [wanted];
  const seat = order.find(free);
  if (!seat) {
    if (wanted === 'any') return { kind: 'spectator' };
    throw new JoinRefusal(refusal('versus.seatTaken', { seat: wanted }));
  }
  const creator = VERSUS_SEATS.every((s) => seatKindOf(record, s) === 'open');
  return { kind: 'seat', seat, creator };
}

export type { Viewer };
