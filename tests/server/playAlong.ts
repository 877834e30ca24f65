import type { OnlineGame } from '../../src/state/online/onlineClient';
import { waitFor } from './wire';

/** Whoever holds options plays the first one, until `count` more actions were taken. */
export async function playAlong(players: OnlineGame[], count: number): Promise<number> {
  const lead = players[0]!;
  const start = lead.view!.version;
  while (lead.view!.version < start + count && lead.view!.decision) {
    const version = lead.view!.version;
    const mover = players.find((p) => p.view?.version === version && p.view.options.length > 0);
    if (mover) mover.send(mover.view!.options[0]!);
    // A person clicks a few times a second; the server's rate limit is set for that.
    await new Promise((resolve) => setTimeout(resolve, 60));
    await Promise.all(players.map((p) => waitFor(p, (v) => v.version > version)));
  }
  return lead.view!.version;
}
