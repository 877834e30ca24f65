import { stateHash } from '../../kernel/stateHash';
import type { ContentPack } from './pack';

/**
 * The pack's identity for boards and odds: the hash of what it changes (its `$schema` pointer and
 * its name left out), so the same components played alike share a board whatever the file is called.
 */
export function packHash(pack: ContentPack): string {
  const { $schema: _pointer, name: _name, ...content } = pack;
  return stateHash(content);
}
