/**
 * The miniature a ship token stands as: each family of the printed ship classes has its own
 * silhouette, so that a viewer tells a clipper from an ironclad at a glance.
 */
export type MiniatureClass =
  'steamer' | 'clipper' | 'frigate' | 'ironclad' | 'battleship' | 'serpent' | 'airship' | 'hidden';

/** Every class a revealed ship can stand as (a Hidden Ship keeps its flat counter on the board). */
export const REVEALED_CLASSES = [
  'steamer',
  'clipper',
  'frigate',
  'ironclad',
  'battleship',
  'serpent',
  'airship',
] as const satisfies readonly MiniatureClass[];

export type RevealedClass = (typeof REVEALED_CLASSES)[number];

/** The miniature of a printed ship class ("Clipper Ship", "Ironclad Warship", "Monster", ...). */
export function miniatureClassFor(shipClass: string | undefined, warship: boolean): RevealedClass {
  const c = (shipClass ?? '').toLowerCase();
  if (c === 'monster') return 'serpent';
  if (c.includes('airship')) return 'airship';
  if (c.includes('battleship') || c.includes('capital')) return 'battleship';
  if (c.includes('ironclad') || c.includes('ironside') || c.includes('cruiser')) return 'ironclad';
  if (
    c.includes('frigate') ||
    c.includes('raider') ||
    c.includes('pirate') ||
    c.includes('ram') ||
    c.includes('warship')
  )
    return 'frigate';
  if (c.includes('clipper') || c.includes('whaler') || c.includes('ghost') || c.includes('slaver'))
    return 'clipper';
  if (warship) return 'frigate';
  return 'steamer';
}
