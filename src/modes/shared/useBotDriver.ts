import { useEffect, useRef } from 'react';

export interface BotDriver {
  /** The decision a bot must answer now, or null when no bot is to move. */
  turn: unknown;
  /** Lets the deciding seat's bot move (a state-layer write atom). */
  move: () => void;
  /** How long the bot "thinks" first, so a watcher sees the choice coming. */
  delayMs: number;
  /** Paused: the bot waits, except for one move per new step token. */
  paused?: boolean;
  stepToken?: number;
  /** Drops a move still being thought about when the decision goes (undo, new game). */
  cancel?: () => void;
}

/** Drives the bots of every mode: answers each bot decision after a short pause. */
export function useBotDriver({
  turn,
  move,
  delayMs,
  paused = false,
  stepToken = 0,
  cancel,
}: BotDriver): void {
  const usedToken = useRef(stepToken);
  useEffect(() => {
    if (!turn) return;
    const stepping = paused && stepToken !== usedToken.current;
    if (paused && !stepping) return;
    const timer = setTimeout(
      () => {
        usedToken.current = stepToken;
        move();
      },
      stepping ? 0 : delayMs,
    );
    return () => {
      clearTimeout(timer);
      cancel?.();
    };
  }, [turn, move, delayMs, paused, stepToken, cancel]);
}
