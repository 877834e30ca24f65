import { DEFAULT_PORT } from '../src/protocol/protocol';
import { createGameServer } from './createGameServer';
import { createStore } from './store/createStore';

/** How often the server looks for a closed day without its foresight (the first look is this late). */
const FORESIGHT_CHECK_MS = 10 * 60 * 1000;

/** `npm run server`: PORT (2567), DATABASE_URL (Postgres) or SQLITE_FILE, REDIS_URL, PUBLIC_ADDRESS,
 * ROOM_EXPIRE_SECONDS (1800), MONITOR_PASSWORD (the /monitor panel; off without it), NEMO_DAILY_SECRET,
 * NEMO_TRUSTED_PROXIES, NEMO_FORESIGHT_BUDGET (see server/README.md). */
async function main(): Promise<void> {
  const port = Number(process.env.PORT ?? DEFAULT_PORT);
  const host = process.env.HOST ?? '0.0.0.0';
  const store = await createStore();
  const redisUrl = process.env.REDIS_URL;
  const publicAddress = process.env.PUBLIC_ADDRESS ?? (redisUrl ? `127.0.0.1:${port}` : undefined);
  const game = await createGameServer({
    store,
    ...(redisUrl ? { redisUrl } : {}),
    ...(publicAddress ? { publicAddress } : {}),
    ...(process.env.BOT_DELAY_MS ? { botDelayMs: Number(process.env.BOT_DELAY_MS) } : {}),
    ...(process.env.MONITOR_PASSWORD ? { monitorPassword: process.env.MONITOR_PASSWORD } : {}),
    ...(process.env.ROOM_EXPIRE_SECONDS
      ? { expireSeconds: Number(process.env.ROOM_EXPIRE_SECONDS) }
      : {}),
  });
  await game.server.listen(port, host);
  const resumed = await game.resumeStoredGames();
  process.stdout.write(
    `nemo online server on ${host}:${port} (store: ${store.kind}${redisUrl ? ', redis' : ''}; resumed ${resumed.length} game(s)) pid ${process.pid}\n`,
  );
  // When a day has closed, the planner plays it once (in a child process) for its foresight.
  const foresee = setInterval(
    () => game.daily.foreseeYesterday().catch((e: unknown) => console.error('foresight:', e)),
    FORESIGHT_CHECK_MS,
  );
  foresee.unref();
  // Colyseus handles SIGINT/SIGTERM itself (gracefullyShutdown); close the store last.
  game.server.onShutdown(() => {
    clearInterval(foresee);
    game.daily.foresight.stop();
    return store.close();
  });
}

main().catch((e: unknown) => {
  process.stderr.write(`server: ${(e as Error).stack ?? String(e)}\n`);
  process.exit(1);
});
