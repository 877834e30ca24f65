/** What a Flip Voyage page's `window.__nemo` offers the Flip browser files. */
export interface FlipApi {
  getLegalActions(): { type: string }[];
  getGreedyAction(): unknown;
  dispatch(action: unknown): boolean;
  getState(): {
    result: unknown;
    turn: number;
    phase: string;
    players: { stars: number; location: number; stack: { kind: string; path?: number[] }[] }[];
  } | null;
  getDecision(): { kind: string } | null;
  isIdle(): boolean;
  renderStats?: () => {
    drawCalls: number;
    triangles: number;
    frames: number;
    pendingFrames: number;
  };
  flipScreenPoint(target: unknown): { x: number; y: number } | null;
}
