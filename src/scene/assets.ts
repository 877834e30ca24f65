import boardUrl from '../../textures/board.png?url';
import woodUrl from '../../textures/table-wood.jpg?url';
import nautilusUrl from '../../models/nautilus.glb?url';
import squadronUrl from '../../models/squadron.glb?url';

export const ASSET_URLS = {
  board: boardUrl,
  wood: woodUrl,
  nautilus: nautilusUrl,
  squadron: squadronUrl,
} as const;
