import { MapSchema, schema, t } from '@colyseus/schema';

/** Public seat facts, synced to everyone (no secrets ever go into the schema). */
export const SeatInfo = schema(
  {
    /** 'open' (waiting for a human), 'human' or 'bot'. */
    kind: t.string(),
    connected: t.boolean(),
    name: t.string(),
  },
  'SeatInfo',
);

export const LobbyState = schema(
  {
    code: t.string(),
    version: t.number(),
    /** Seat to decide now, '' when the game has ended. */
    toMove: t.string(),
    act: t.number(),
    turn: t.number(),
    finished: t.boolean(),
    winner: t.string(),
    spectators: t.number(),
    /** A player pressed Start in the lobby (or a move was made): every seated player goes to the table. */
    started: t.boolean(),
    seats: t.map(SeatInfo),
  },
  'LobbyState',
);

export type LobbyStateType = InstanceType<typeof LobbyState>;
export type SeatInfoType = InstanceType<typeof SeatInfo>;
export { MapSchema };
