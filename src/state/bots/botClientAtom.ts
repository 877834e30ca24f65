import { atom, type Getter, type Setter } from 'jotai';
import { createBotClient, type BotClient } from './botClient';

/** The bot client of this store; made (a worker started) on first use, or set by a test. */
export const botClientAtom = atom<BotClient | null>(null);

export function botClientOf(get: Getter, set: Setter): BotClient {
  const existing = get(botClientAtom);
  if (existing) return existing;
  const client = createBotClient();
  set(botClientAtom, client);
  return client;
}

/** Starts the bot worker ahead of its first question, so that one is answered as fast. */
export const warmBotClientAtom = atom(null, (get, set) => {
  botClientOf(get, set);
});
