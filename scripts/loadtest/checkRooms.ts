import { canonicalJson } from '../../src/kernel/canonicalJson';
import { replay } from '../../src/core/replayRecord';
import { publicState, seatView } from '../../src/protocol/seatView';
import type { GameStore } from '../../server/store/GameStore';
import type { LoadRoom } from './loadClients';

/** Rooms whose stored record does not match what their spectator was shown, with the reason. */
export interface RoomCheck {
  checked: number;
  actions: number;
  /** One line per room that lost, doubled or reordered an action. */
  problems: string[];
}

/**
 * Every room's stored record must replay, action by action, to the state its spectator saw last,
 * and the spectator must have been told of each version exactly once, in order: no action lost,
 * none applied twice.
 */
export async function checkRooms(store: GameStore, rooms: LoadRoom[]): Promise<RoomCheck> {
  const problems: string[] = [];
  let actions = 0;
  for (const room of rooms) {
    const record = await store.load(room.code);
    const seen = room.lastView();
    if (!record || !seen) {
      problems.push(`${room.code}: no stored record or no view`);
      continue;
    }
    actions += record.actions.length;
    // The spectator joined before the first action: it must hear of versions 1, 2, … n once each.
    const wrong = room.versionsSeen.findIndex((v, i) => v !== i + 1);
    if (wrong >= 0 || room.versionsSeen.length !== seen.version)
      problems.push(
        `${room.code}: events announced versions ${room.versionsSeen.slice(0, 5).join(',')}… (${room.versionsSeen.length}) for ${seen.version} actions`,
      );
    if (record.actions.length !== seen.version)
      problems.push(`${room.code}: stored ${record.actions.length} actions, shown ${seen.version}`);
    try {
      const { state } = replay({ setup: record.setup, actions: record.actions }, false);
      const shown = seatView(state, record.actions.length, 'spectator', publicState(state), false);
      if (canonicalJson(shown.state) !== canonicalJson(seen.state))
        problems.push(`${room.code}: the stored record replays to another state than shown`);
    } catch (e) {
      problems.push(`${room.code}: ${(e as Error).message}`);
    }
    if (room.refused.length > 0) problems.push(`${room.code}: refused ${room.refused[0]}`);
  }
  return { checked: rooms.length, actions, problems };
}
