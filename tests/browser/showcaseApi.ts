/** What a showcase page's `window.__nemo` offers the showcase browser files. */
export interface ShowcaseInfo {
  paused: boolean;
  hidden: boolean;
  freeCamera: boolean;
  speed: string;
  camera: { kind: string };
  caption: { kicker: string; text: string } | null;
  status: { act: number; turn: number; score: number } | null;
}

export interface ShowcaseApi {
  getState(): { result: { score: { total: number } | null } | null; turn: number } | null;
  getEvents(): unknown[];
  isIdle(): boolean;
  showcase(): ShowcaseInfo;
  renderStats?: () => { drawCalls: number; frames: number };
}
