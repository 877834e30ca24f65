import type { FlipAction, SectionId } from '../../flip';

/** Something on the Flip table a player can point at. */
export type FlipTarget =
  | { kind: 'space'; space: number }
  | { kind: 'corner'; corner: number }
  | { kind: 'slot'; section: SectionId; slot: number }
  | { kind: 'card'; index: number }
  | { kind: 'upgrade'; upgrade: number }
  | { kind: 'repair' };

export function targetKey(target: FlipTarget): string {
  switch (target.kind) {
    case 'space':
      return `space:${target.space}`;
    case 'corner':
      return `corner:${target.corner}`;
    case 'slot':
      return `slot:${target.section}:${target.slot}`;
    case 'card':
      return `card:${target.index}`;
    case 'upgrade':
      return `upgrade:${target.upgrade}`;
    case 'repair':
      return 'repair';
  }
}

/** Where on the table an action points; `section` is the section a fill goes to. */
export function actionTarget(action: FlipAction, section: SectionId | null): FlipTarget | null {
  switch (action.type) {
    case 'chooseMove':
    case 'engage':
      return { kind: 'card', index: action.card };
    case 'step':
      return { kind: 'space', space: action.to };
    case 'takeExploration':
      return action.corner === null ? null : { kind: 'corner', corner: action.corner };
    case 'fill':
      return section ? { kind: 'slot', section, slot: action.slot } : null;
    case 'upgrade':
      return { kind: 'upgrade', upgrade: action.upgrade };
    case 'repair':
      return { kind: 'repair' };
    default:
      return null;
  }
}

export function sameTarget(a: FlipTarget | null, b: FlipTarget | null): boolean {
  return a !== null && b !== null && targetKey(a) === targetKey(b);
}
