import type { GameSetup } from '../types';
import { validateContentPack, type ContentPack } from './pack';

export {
  parseContentPack,
  validateContentPack,
  contentPackJsonSchema,
  contentPackSchema,
  ContentPackError,
  type ContentPack,
} from './pack';
export {
  cardEffectText,
  cardEntry,
  componentText,
  packComponentText,
  type TextSectionIds,
} from './registry';
export { packHash } from './packHash';
export {
  packComponents,
  PACK_SECTIONS,
  type PackComponent,
  type PackSection,
} from './packComponents';
export * from './lookup';

/**
 * A setup that plays with this content pack (validated first: a malformed pack throws and the
 * setup passed in is unchanged). The pack is stored in the setup, so records replay with it.
 */
export function applyContentPack(setup: GameSetup, pack: ContentPack | unknown): GameSetup {
  const valid = validateContentPack(pack);
  return { ...setup, contentPack: valid };
}
