import { answerBotRequest } from '../../core/bots';
import type {
  BotAnswer,
  BotCall,
  BotReply,
  BotRequest,
  MessageEnd,
} from '../../workers/botProtocol';

/** A request in flight: its answer, or a rejection once cancelled. */
export interface BotTicket {
  answer: Promise<BotAnswer>;
  /** Drops the request: its answer, should it still come, is thrown away. */
  cancel(): void;
}

export interface BotClient {
  ask(request: BotRequest): BotTicket;
  /** Whether the bots think off the page's thread. */
  readonly inWorker: boolean;
}

/** The rejection of a cancelled request. */
export class BotCancelled extends Error {
  constructor() {
    super('The bot request was cancelled');
    this.name = 'BotCancelled';
  }
}

/**
 * Hands the ticket's answer to `use` if `current()` still says the page wants it when it comes;
 * a cancelled ticket ends quietly.
 */
export function onBotAnswer(
  ticket: BotTicket,
  current: () => boolean,
  use: (answer: BotAnswer) => void,
): void {
  ticket.answer.then(
    (answer) => {
      if (current()) use(answer);
    },
    (e: unknown) => {
      if (!(e instanceof BotCancelled)) throw e;
    },
  );
}

interface Pending {
  call: BotCall;
  resolve: (answer: BotAnswer) => void;
  reject: (error: Error) => void;
}

/**
 * A client over a message port to the bot worker. Calls are answered in order; cancelling the
 * one being worked on starts a fresh worker (when `respawn` can) so the next call need not wait.
 */
export function createPortBotClient(
  open: () => MessageEnd & { terminate?: () => void },
): BotClient {
  let end = open();
  let nextId = 1;
  const pending = new Map<number, Pending>();
  const onMessage = (event: MessageEvent) => {
    const reply = event.data as BotReply;
    const entry = pending.get(reply.id);
    if (!entry) return;
    pending.delete(reply.id);
    entry.resolve(reply.answer);
  };
  end.addEventListener('message', onMessage);
  const restart = () => {
    end.removeEventListener('message', onMessage);
    end.terminate?.();
    end = open();
    end.addEventListener('message', onMessage);
    for (const entry of pending.values()) end.postMessage(entry.call);
  };
  return {
    inWorker: true,
    ask(request) {
      const call: BotCall = { id: nextId++, request };
      let entry!: Pending;
      const answer = new Promise<BotAnswer>((resolve, reject) => {
        entry = { call, resolve, reject };
      });
      pending.set(call.id, entry);
      end.postMessage(call);
      return {
        answer,
        cancel() {
          if (!pending.has(call.id)) return;
          const first = pending.keys().next().value === call.id;
          pending.delete(call.id);
          entry.reject(new BotCancelled());
          // The worker is busy with this very call: a fresh one takes the rest at once.
          if (first && end.terminate) restart();
        },
      };
    },
  };
}

/** Without a Worker (unit tests, jsdom): the same answers, computed on the page's thread. */
export function createInlineBotClient(): BotClient {
  return {
    inWorker: false,
    ask(request) {
      let cancelled = false;
      const answer = new Promise<BotAnswer>((resolve, reject) => {
        // A macrotask, as a worker's answer would be: the caller can still cancel first.
        setTimeout(() => {
          if (cancelled) reject(new BotCancelled());
          else resolve(answerBotRequest(request));
        }, 0);
      });
      return {
        answer,
        cancel() {
          cancelled = true;
        },
      };
    },
  };
}

/** The page's bot client: a Web Worker where there is one, the inline fallback otherwise. */
export function createBotClient(): BotClient {
  if (typeof Worker === 'undefined') return createInlineBotClient();
  try {
    return createPortBotClient(
      () =>
        new Worker(new URL('../../workers/botWorker.ts', import.meta.url), {
          type: 'module',
          name: 'nemo-bots',
        }),
    );
  } catch {
    return createInlineBotClient();
  }
}
