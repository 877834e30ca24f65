import type { FrameHandlers } from './handlers/FrameHandler';
import { TURN_HANDLERS } from './handlers/turnHandlers';
import { TEST_HANDLERS } from './handlers/testHandlers';
import { PLACEMENT_HANDLERS } from './handlers/placementHandlers';
import { ACTION_HANDLERS } from './handlers/actionHandlers';
import { COMBAT_HANDLERS } from './handlers/combatHandlers';
import { EFFECT_HANDLERS } from './handlers/effectHandlers';
import { IMPERIALIST_HANDLERS } from './handlers/imperialistHandlers';

export const FRAME_HANDLERS: FrameHandlers = {
  ...TURN_HANDLERS,
  ...TEST_HANDLERS,
  ...PLACEMENT_HANDLERS,
  ...ACTION_HANDLERS,
  ...COMBAT_HANDLERS,
  ...EFFECT_HANDLERS,
  ...IMPERIALIST_HANDLERS,
};
