// Colyseus 0.18 reads the global WebSocket (Node >= 22); Node 20 lacks it, so reconnection fails.
import { WebSocket } from 'ws';
globalThis.WebSocket ??= WebSocket;
