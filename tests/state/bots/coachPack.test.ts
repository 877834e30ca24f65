import { readFileSync } from 'node:fs';
import { createStore } from 'jotai';
import { expect, test } from 'vitest';
import { defaultSetup } from '../../../src/core';
import { parseContentPack } from '../../../src/core/content';
import type { BotRequest } from '../../../src/core/bots';
import type { BotClient } from '../../../src/state/bots/botClient';
import { botClientAtom } from '../../../src/state/bots/botClientAtom';
import { requestCoachAtom } from '../../../src/state/bots/coachAtoms';
import { newGameAtom, storageAtom } from '../../../src/state/nemo/gameAtoms';
import { withPack } from '../../../src/state/packs/packAtoms';
import { memoryStorage } from '../app/memoryStorage';

test("the coach's worker is asked about the game as played: its request carries the content pack", () => {
  const pack = parseContentPack(readFileSync('content/example-pack.json', 'utf8'));
  const store = createStore();
  store.set(storageAtom, memoryStorage());
  store.set(newGameAtom, withPack(defaultSetup({ seed: 'coach-pack' }), pack));
  const asked: BotRequest[] = [];
  const client: BotClient = {
    inWorker: true,
    ask(request) {
      asked.push(request);
      return { answer: new Promise(() => {}), cancel() {} };
    },
  };
  store.set(botClientAtom, client);
  store.set(requestCoachAtom);
  expect(asked).toHaveLength(1);
  expect(asked[0]?.setup.contentPack).toEqual(pack);
});
