import { createGame, defaultSetup } from '../../core';
import type { ContentPack, PackSection } from '../../core/content';
import type { CardId } from '../../core/data';
import type { RevealedCardView } from '../table/boardView';
import { componentInfo, type ItemInfo } from '../nemo/itemInfo';
import { revealedCardView } from '../nemo/toBoardView';
import { withPack } from './packAtoms';

/** A component's info card as a game played with this pack shows it (null where it has none). */
export function sampleInfo(
  section: PackSection,
  id: string,
  pack: ContentPack | null,
): ItemInfo | null {
  const { state } = createGame(withPack(defaultSetup({ seed: 'pack-preview' }), pack));
  return componentInfo(state, section, id);
}

/** A card as the table draws it face up in a game played with this pack. */
export function sampleCardView(id: string, pack: ContentPack | null): RevealedCardView {
  return revealedCardView(id as CardId, pack);
}
