import { answerBotRequest } from '../core/bots';
import type { BotCall, BotReply, MessageEnd } from './botProtocol';

/** Answers every bot call that arrives on `end`, one at a time, in order. */
export function serveBotRequests(end: MessageEnd): () => void {
  const onMessage = (event: MessageEvent) => {
    const call = event.data as BotCall;
    const reply: BotReply = { id: call.id, answer: answerBotRequest(call.request) };
    end.postMessage(reply);
  };
  end.addEventListener('message', onMessage);
  return () => end.removeEventListener('message', onMessage);
}
