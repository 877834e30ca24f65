import type { ResourceId } from './data/types';
import type { TestFrame, TestPurpose } from './frames';

/** A test waiting for the player to exert resources (and maybe spend a Treasure) before the roll. */
export function newTestFrame(
  purpose: TestPurpose,
  target: number,
  exertable: readonly ResourceId[],
  options: { maxExert?: number; treasureAllowed?: boolean; baseDrm?: number } = {},
): TestFrame {
  return {
    k: 'test',
    purpose,
    target,
    exertable: [...exertable],
    maxExert: options.maxExert ?? exertable.length,
    treasureAllowed: options.treasureAllowed ?? false,
    baseDrm: options.baseDrm ?? 0,
    modifiers: [],
    stage: 'commit',
    exerted: [],
    exertDrm: 0,
    treasureDrm: 0,
    roll: [0, 0],
    afterDrm: 0,
    forcedPass: false,
    keepExerted: false,
  };
}
