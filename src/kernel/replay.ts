import type { EventSink, RulesEngine } from './engine';

/** What replaying needs of a rules core: its start and its in-place apply. */
export type Replayable<Setup, S, A, E> = Pick<
  RulesEngine<Setup, S, A, E, unknown, unknown>,
  'create' | 'applyInPlace'
>;

/** An action of a record that the rules refuse: which one (from 0) and the rule's message. */
export class ReplayError extends Error {
  constructor(
    readonly index: number,
    readonly reason: string,
    /** What the rules core threw (its own error, which may say why in any language). */
    readonly refusal?: unknown,
  ) {
    super(reason);
    this.name = 'ReplayError';
  }
}

const DISCARD: EventSink<never> = { push: () => 0 };

/**
 * Applies `actions` to `state` in place, writing their events to `sink`; `onAction(i)` runs
 * after each. The first action the rules refuse throws a ReplayError.
 */
export function applyAll<S, A, E>(
  engine: Pick<Replayable<unknown, S, A, E>, 'applyInPlace'>,
  state: S,
  actions: readonly A[],
  sink: EventSink<E> = DISCARD,
  onAction?: (index: number) => void,
): S {
  actions.forEach((action, i) => {
    try {
      engine.applyInPlace(state, action, sink);
    } catch (e) {
      throw new ReplayError(i, (e as Error).message, e);
    }
    onAction?.(i);
  });
  return state;
}

/** The state a record (setup and actions) reaches, every event written to `sink`. */
export function replayActions<Setup, S, A, E>(
  engine: Replayable<Setup, S, A, E>,
  setup: Setup,
  actions: readonly A[],
  sink: EventSink<E> = DISCARD,
): S {
  return applyAll(engine, engine.create(setup, sink), actions, sink);
}
