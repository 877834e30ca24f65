import type { MessageEnd } from './botProtocol';
import { serveBotRequests } from './serveBotRequests';

// The bots think here, off the page's thread, so the table keeps animating meanwhile.
serveBotRequests(self as unknown as MessageEnd);
