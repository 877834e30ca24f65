import { i18n } from '../../i18n/i18n';
import { CHARACTERS, type CharacterId, type FlipSetup } from '../../flip';
import type { UrlParams } from '../app/urlTypes';

export interface FlipUrlOptions {
  players: number;
  farragut: number | null;
  characters: CharacterId[] | null;
  problems: string[];
}

/** A URL seed as the integer the Flip core needs: digits as they are, any other text hashed. */
export function flipSeedOf(seed: string): number {
  if (/^\d{1,9}$/.test(seed)) return Number(seed);
  let h = 2166136261;
  for (let i = 0; i < seed.length; i++) {
    h ^= seed.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}

/** Reads `players` (1-4), `farragut` (0-4 or none) and `characters` (comma list) for Flip Voyage. */
export function parseFlipUrlOptions(params: UrlParams): FlipUrlOptions {
  const problems: string[] = [];
  let players = 1;
  const rawPlayers = params.get('players');
  if (rawPlayers !== null) {
    const n = Number(rawPlayers);
    if (Number.isInteger(n) && n >= 1 && n <= 4) players = n;
    else problems.push(i18n.t('flip.url.players', { value: rawPlayers }));
  }
  let farragut: number | null = null;
  const rawF = params.get('farragut');
  if (rawF !== null && rawF !== 'none' && rawF !== '') {
    const n = Number(rawF);
    if (!Number.isInteger(n) || n < 0 || n > 4) {
      problems.push(i18n.t('flip.url.farragut', { value: rawF }));
    } else if (players !== 1) {
      problems.push(i18n.t('flip.url.soloOnly'));
    } else {
      farragut = n;
    }
  }
  let characters: CharacterId[] | null = null;
  const rawC = params.get('characters');
  if (rawC) {
    const ids = rawC.split(',');
    const known = ids.every((id) => CHARACTERS.some((c) => c.id === id));
    if (!known || ids.length !== players || new Set(ids).size !== ids.length) {
      problems.push(i18n.t('flip.url.characters', { count: players }));
    } else {
      characters = ids as CharacterId[];
    }
  }
  return { players, farragut, characters, problems };
}

export function flipSetupFromUrl(seed: string, options: FlipUrlOptions): FlipSetup {
  return {
    seed: flipSeedOf(seed),
    players: options.players,
    farragut: options.farragut,
    ...(options.characters ? { characters: options.characters } : {}),
  };
}
