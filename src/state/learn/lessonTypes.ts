import type { OceanId, ResourceId } from '../../core/data';
import type { Action, GameState, SquadronColour } from '../../core';
import type { CameraView } from '../table/cameraViewAtom';

/** Something on the table a step points at. */
export type HighlightTarget =
  | { kind: 'ocean'; id: OceanId }
  | { kind: 'ship'; id: number }
  | { kind: 'nautilus' }
  | { kind: 'squadron'; ocean: OceanId; colour: SquadronColour }
  | { kind: 'track'; track: 'notoriety' | ResourceId | 'ap' | 'imperialistAp' }
  /** A Land space (its Uprising cube or Ally). */
  | { kind: 'land'; id: string }
  | { kind: 'card' }
  | { kind: 'dice' };

/** A label floating over a target. */
export interface StepLabel {
  target: HighlightTarget;
  text: string;
}

/** The pieces whose moves a route overlay draws (seed 000 §7 Imperialist Map Changes). */
export type RoutePiece = 'nautilus' | 'surface' | 'airship' | 'seaSerpent';

/** Every route a piece may take from an Ocean in one step, and the lines it may not use. */
export interface RouteOverlay {
  piece: RoutePiece;
  from: OceanId;
  legal: OceanId[];
  blocked: { to: OceanId; why: string }[];
}

/** What the learner did: picked an option of the rules core's decision, or clicked an Ocean. */
export type LessonAnswer = { kind: 'action'; action: Action } | { kind: 'ocean'; ocean: OceanId };

export type TryVerdict =
  { ok: true; action: Action | null; praise: string } | { ok: false; why: string };

/** A "try it" step: the learner makes the move; only the right one advances. */
export interface TryIt {
  prompt: string;
  /** 'decision': pick among the rules core's options; 'ocean': click an Ocean on the table. */
  input: 'decision' | 'ocean';
  /** Right: the action to apply to the rules core (null = nothing to apply). Wrong: why. */
  check(answer: LessonAnswer, state: GameState): TryVerdict;
}

type Computed<T> = T | ((state: GameState) => T);

export interface LessonStep {
  id: string;
  title: string;
  caption: Computed<string>;
  highlights: Computed<HighlightTarget[]>;
  labels?: Computed<StepLabel[]>;
  routes?: Computed<RouteOverlay[]>;
  camera?: CameraView;
  /** The lesson plays this action on the rules core when the learner presses the button. */
  play?: { label: string; action(state: GameState): Action };
  tryIt?: TryIt;
  /** The Event card just revealed stays face up in its place through the step, once filed. */
  holdsRevealedCard?: boolean;
  /** Position edits made as the step opens (a lesson-only change, e.g. opening Act III). */
  enter?(state: GameState): GameState;
}

export interface Lesson {
  id: string;
  title: string;
  summary: string;
  group: 'base' | 'imperialist';
  /** The prepared position the lesson starts from. */
  build(): GameState;
  steps: LessonStep[];
}

/** Resolves a value that may depend on the shown state. */
export function resolve<T>(value: Computed<T>, state: GameState): T {
  return typeof value === 'function' ? (value as (s: GameState) => T)(state) : value;
}

/** A stable key per target, shared by the scene's highlight meshes and the tests. */
export function targetKey(target: HighlightTarget): string {
  switch (target.kind) {
    case 'ocean':
      return `ocean:${target.id}`;
    case 'ship':
      return `ship:${target.id}`;
    case 'squadron':
      return `squadron:${target.ocean}:${target.colour}`;
    case 'track':
      return `track:${target.track}`;
    case 'land':
      return `land:${target.id}`;
    default:
      return target.kind;
  }
}
