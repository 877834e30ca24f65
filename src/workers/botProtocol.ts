import type { BotAnswer, BotRequest } from '../core/bots';

export type { BotAnswer, BotRequest };

/** The page asks: one request, numbered so that its answer finds its way back. */
export interface BotCall {
  id: number;
  request: BotRequest;
}

/** The worker answers the call of the same id. */
export interface BotReply {
  id: number;
  answer: BotAnswer;
}

/** The side of a message port a server or client needs (a Worker, its scope, a MessagePort). */
export interface MessageEnd {
  postMessage(message: unknown): void;
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
  removeEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
}
