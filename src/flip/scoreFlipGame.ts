import { SECTION_OF_SUIT } from './data/board';
import { LEAGUES_BONUS, RESOURCES_PER_POINT, SHANTY, FARRAGUT_LOSS_ABOVE } from './data/endOfGame';
import type { ShantyBand } from './data/endOfGame';
import { unfilledSlots } from './sections';
import type { FlipResult, FlipState, PlayerResult } from './types';

/** End Game Leagues Bonus (2-4 players): fewest leagues 7, most 0, the rest 4, all tied none. */
export function leaguesBonuses(state: FlipState): number[] {
  const leagues = state.players.map((p) => p.leagues);
  if (leagues.length < 2) return leagues.map(() => 0);
  const min = Math.min(...leagues);
  const max = Math.max(...leagues);
  if (min === max) return leagues.map(() => 0);
  const b = LEAGUES_BONUS.value;
  return leagues.map((l) => (l === max ? b.most : l === min ? b.fewest : b.middle));
}

export function verseFor(bands: readonly ShantyBand[], value: number): string {
  let verse = bands[0]!.verse;
  for (const band of bands) if (value >= band.min) verse = band.verse;
  return verse;
}

/**
 * Final scoring; `bonuses` are the leagues bonuses already added to each player's stars.
 * Ties go to the most treasure, then the victory is shared.
 */
export function scoreFlipGame(state: FlipState, bonuses: readonly number[]): FlipResult {
  const players: PlayerResult[] = state.players.map((p, player) => {
    const inv = p.inventory;
    const resourcePoints = Math.floor(
      (Math.max(0, inv.knowledge) + Math.max(0, inv.salvage) + Math.max(0, inv.crew)) /
        RESOURCES_PER_POINT.value,
    );
    return {
      player,
      stars: p.stars,
      treasure: inv.treasure,
      resourcePoints,
      damage: inv.damage,
      leaguesBonus: bonuses[player] ?? 0,
      score: p.stars + inv.treasure + resourcePoints - inv.damage,
    };
  });

  let farragut: FlipResult['farragut'] = null;
  let shanty: FlipResult['shanty'] = null;
  let winners: number[];
  if (state.players.length === 1) {
    const me = players[0]!;
    shanty = {
      score: verseFor(SHANTY.value.score, me.score),
      treasure: verseFor(SHANTY.value.treasure, me.treasure),
      damage: verseFor(SHANTY.value.damage, me.damage),
    };
    const f = state.farragut;
    if (f) {
      const caught = f.score > FARRAGUT_LOSS_ABOVE.value;
      const specialtyPoints = unfilledSlots(state.players[0]!, SECTION_OF_SUIT[f.specialty]);
      const score = f.score + specialtyPoints;
      const playerWins = !caught && me.score > score;
      farragut = { score, specialtyPoints, playerWins, caught };
      winners = playerWins ? [0] : [];
    } else {
      winners = [0];
    }
  } else {
    const best = Math.max(...players.map((r) => r.score));
    const top = players.filter((r) => r.score === best);
    const mostTreasure = Math.max(...top.map((r) => r.treasure));
    winners = top.filter((r) => r.treasure === mostTreasure).map((r) => r.player);
  }
  return { players, winners, farragut, shanty };
}
