/**
 * The contract both rules cores (Nemo's War and Flip Voyage) satisfy. Sessions, the state
 * layer's atoms, the debug hook and the bot driver are written once against it.
 */

/** Where a rules core writes its events as they happen. A plain array is one. */
export interface EventSink<E> {
  push(...events: E[]): number;
}

/** A game's record: its setup and every action, enough to replay it exactly. */
export interface RecordOf<Setup, A> {
  /** The record format, where a game keeps more than one (their hashes may differ). */
  formatVersion?: number;
  setup: Setup;
  actions: A[];
  finalHash?: string;
}

export interface RulesEngine<Setup, S, A, E, D, Seat> {
  /** `nemos-war` or `flip-voyage`. */
  readonly game: string;
  /** Builds the starting state, writing setup events to `sink`. */
  create(setup: Setup, sink: EventSink<E>): S;
  /** The decision the game waits for; null once it has ended. */
  currentDecision(state: S): D | null;
  /** Which seat makes a decision. */
  seatOf(decision: D): Seat;
  /** Every legal choice of `seat` now (empty when it is not that seat's decision). */
  legalActions(state: S, seat: Seat): A[];
  /** Applies a legal action in place, writing its events; throws naming the rule otherwise. */
  applyInPlace(state: S, action: A, sink: EventSink<E>): void;
  clone(state: S): S;
  /** The state's hash as a record of `formatVersion` keeps it (the newest format when left out). */
  hash(state: S, formatVersion?: number): string;
  /** True for an event that shows a roll or a reveal: undo never goes back past it. */
  reveals(event: E): boolean;
  /** Checks a loaded record's shape; throws a one-line reason. */
  parseRecord(data: unknown): RecordOf<Setup, A>;
  /** The record file for a game so far. */
  toRecord(setup: Setup, actions: readonly A[], finalHash: string): RecordOf<Setup, A>;
}

/** Any engine, for code that only passes one along. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyEngine = RulesEngine<any, any, any, any, any, any>;
