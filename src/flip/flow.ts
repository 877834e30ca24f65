import { MAP_SPACES, SECTION_OF_SUIT, TRACK_LENGTH, zoneOf, GOLD_ZONES } from './data/board';
import { COWARDICE_STARS, FARRAGUT_CARD_STARS, CHALLENGE_STARS } from './data/endOfGame';
import { CHALLENGES } from './data/challenges';
import { characterById } from './data/characters';
import type { CharacterId } from './data/characters';
import { isJoker } from './cards';
import {
  changeItem,
  upgradeReason,
  farragutCaught,
  farragutScores,
  gainStars,
  markFarragutCards,
  pushPending,
} from './effects';
import type { Events } from './effects';
import { borderCorners } from './movement';
import { shuffleInPlace } from './rng';
import { bonusFills } from './sections';
import { leaguesBonuses, scoreFlipGame } from './scoreFlipGame';
import type { FlipState, Pending, PlayerState, TurnFlags } from './types';

export function emptyTurnFlags(): TurnFlags {
  return {
    gained: { knowledge: false, salvage: false, crew: false, treasure: false, damage: false },
    acted: { hearts: false, spades: false, diamonds: false, clubs: false },
    goldZone: false,
  };
}

/** Put a chosen character on the board: start space, resources, first star already circled. */
export function placeCharacter(
  state: FlipState,
  player: number,
  id: CharacterId,
  events: Events,
): void {
  const p = state.players[player]!;
  const def = characterById(id);
  const start = MAP_SPACES.findIndex((s, i) => s.type === 'stars' && zoneOf(i) === def.startZone);
  p.character = id;
  p.characterOptions = [];
  p.location = start;
  p.charted[start] = true;
  p.collected[start] = true;
  p.zonesVisited[def.startZone] = true;
  for (const [item, n] of Object.entries(def.resources)) {
    p.inventory[item as keyof typeof def.resources] += n;
  }
  events.push({ type: 'CharacterChosen', player, character: id, startSpace: start });
}

export function drawPokerCard(state: FlipState, events: Events): number {
  for (;;) {
    if (state.deck.length === 0) {
      if (state.discard.length === 0) throw new Error('Deck: no cards left to draw');
      state.deck = shuffleInPlace(state.rng, state.discard);
      state.discard = [];
      events.push({ type: 'DeckReshuffled', deck: 'poker', size: state.deck.length });
    }
    const card = state.deck.pop()!;
    if (!isJoker(card)) return card;
    state.boxed.push(card);
    events.push({ type: 'JokerRevealed', card });
    flipChallengeForJoker(state, events);
  }
}

/** Solo: a joker flips the leftmost challenge nobody has scored yet; Farragut takes its 5 stars. */
function flipChallengeForJoker(state: FlipState, events: Events): void {
  const p = state.players[0]!;
  const target = state.challenges.find(
    (c) => c.side === 5 && !c.flipPending && !p.challengesScored.includes(c.id),
  );
  if (!target) return;
  target.side = 2;
  events.push({ type: 'ChallengeFlipped', challenge: target.id });
  if (state.farragut) {
    events.push({
      type: 'ChallengeScored',
      player: 'farragut',
      challenge: target.id,
      stars: CHALLENGE_STARS.value.first,
    });
    farragutScores(state, CHALLENGE_STARS.value.first, 'challenge', events);
  }
}

function drawFarragutCard(state: FlipState, events: Events): number | null {
  const f = state.farragut!;
  if (f.deck.length === 0) {
    if (f.discard.length === 0) return null;
    f.deck = shuffleInPlace(state.rng, f.discard);
    f.discard = [];
    events.push({ type: 'DeckReshuffled', deck: 'farragut', size: f.deck.length });
  }
  return f.deck.pop()!;
}

export function drawFarragutCards(state: FlipState, count: number, events: Events): void {
  const drawn: number[] = [];
  for (let i = 0; i < count; i++) {
    const card = drawFarragutCard(state, events);
    if (card === null) break;
    state.farragut!.lineup.push({ card, met: false });
    drawn.push(card);
  }
  if (drawn.length > 0) events.push({ type: 'FarragutDrew', cards: drawn });
}

export function startTurn(state: FlipState, events: Events): void {
  state.turn += 1;
  events.push({ type: 'TurnStarted', turn: state.turn });
  for (const p of state.players) {
    p.moveCard = null;
    p.engageCard = null;
    p.engageSuit = null;
    p.turn = emptyTurnFlags();
  }
  if (state.farragut) drawFarragutCards(state, 2, events);
  state.lineup = [
    drawPokerCard(state, events),
    drawPokerCard(state, events),
    drawPokerCard(state, events),
  ];
  events.push({ type: 'LineupRevealed', cards: [...state.lineup] });
  state.phase = 'move';
  state.active = 0;
  state.mainDone = false;
  events.push({ type: 'PhaseStarted', phase: 'move', player: 0 });
}

function countTrue(flags: readonly boolean[]): number {
  let n = 0;
  for (const f of flags) if (f) n += 1;
  return n;
}

function challengeMet(p: PlayerState, id: string): boolean {
  const goal = CHALLENGE_GOALS.get(id)!;
  switch (goal.type) {
    case 'beakersFilled':
      return countTrue(p.groupsScored.science) >= goal.count;
    case 'shipsSunk':
      return countTrue(p.groupsScored.warfare) >= goal.count;
    case 'oceanRows':
      return countTrue(p.groupsScored.adventure) >= goal.count;
    case 'villageRows':
      return p.villageRowsScored >= goal.count;
    case 'upgradesBuilt':
      return countTrue(p.upgrades) >= goal.count;
    case 'zonesVisited':
      return countTrue(p.zonesVisited) >= goal.count;
    case 'treasureHeld':
      return p.inventory.treasure >= goal.count;
    case 'allSections': {
      const a = p.sectionsActed;
      return a.hearts && a.spades && a.diamonds && a.clubs;
    }
  }
}

const CHALLENGE_GOALS = new Map(CHALLENGES.map((c) => [c.id, c.goal]));

export function checkChallenges(state: FlipState, events: Events): void {
  for (const ch of state.challenges) {
    for (let player = 0; player < state.players.length; player++) {
      const p = state.players[player]!;
      if (p.character === null || p.challengesScored.includes(ch.id)) continue;
      if (!challengeMet(p, ch.id)) continue;
      p.challengesScored.push(ch.id);
      const stars = ch.side === 5 ? CHALLENGE_STARS.value.first : CHALLENGE_STARS.value.later;
      if (ch.side === 5) ch.flipPending = true;
      events.push({ type: 'ChallengeScored', player, challenge: ch.id, stars });
      gainStars(state, player, stars, 'challenge', events);
    }
  }
}

/** One exploration reward per zone border a course crosses, however often it crosses it. */
function crossedBefore(crossings: readonly Pending[], corners: [number, number]): boolean {
  return crossings.some(
    (c) => c.kind === 'exploration' && c.corners[0] === corners[0] && c.corners[1] === corners[1],
  );
}

/** Resolve a finished course: leagues, stars, damage, exploration rewards, then the bonus. */
export function resolveCourse(
  state: FlipState,
  player: number,
  path: readonly number[],
  events: Events,
): void {
  const p = state.players[player]!;
  const steps = path.length - 1;
  const end = path[path.length - 1]!;
  p.leagues += steps;
  events.push({ type: 'NautilusMoved', player, path: [...path], leagues: steps });
  events.push({ type: 'LeaguesTracked', player, leagues: steps, total: p.leagues });
  let stars = 0;
  let damage = 0;
  const crossings: Pending[] = [];
  for (let i = 1; i < path.length; i++) {
    const space = path[i]!;
    p.charted[space] = true;
    const corners = borderCorners(path[i - 1]!, space);
    if (corners && !crossedBefore(crossings, corners)) {
      crossings.push({ kind: 'exploration', corners });
    }
    if (p.collected[space]) continue;
    const kind = MAP_SPACES[space]!;
    if (kind.type === 'stars') {
      stars += kind.stars;
      p.collected[space] = true;
      events.push({ type: 'MapSymbolCollected', player, space });
    } else if (kind.type === 'damage') {
      damage += 1;
      p.collected[space] = true;
      events.push({ type: 'MapSymbolCollected', player, space });
    } else if (kind.type === 'bonus' && space !== end) {
      p.collected[space] = true;
      events.push({ type: 'BonusLostAtSea', player, space });
    }
  }
  p.location = end;
  const zone = zoneOf(end);
  p.zonesVisited[zone] = true;
  if (GOLD_ZONES.value.includes(zone) && steps > 0) p.turn.goldZone = true;
  gainStars(state, player, stars, 'map', events);
  for (let i = 0; i < damage; i++) {
    changeItem(state, player, 'damage', 1, 'movement', events);
    if (p.upgrades[13 - 1]) {
      changeItem(state, player, 'salvage', 1, upgradeReason(13), events);
      changeItem(state, player, 'crew', 1, upgradeReason(13), events);
    }
  }
  const endKind = MAP_SPACES[end]!;
  if (endKind.type === 'blank' && p.upgrades[6 - 1] && steps > 0) {
    changeItem(state, player, 'treasure', 1, upgradeReason(6), events);
  }
  if (endKind.type === 'bonus' && !p.collected[end]) {
    p.collected[end] = true;
    events.push({ type: 'MapSymbolCollected', player, space: end });
    events.push({ type: 'BonusActionGained', player, suit: endKind.suit, source: 'map' });
    pushPending(state, player, { kind: 'bonus', suit: endKind.suit, source: 'map' });
  }
  for (let i = crossings.length - 1; i >= 0; i--) pushPending(state, player, crossings[i]!);
}

export function openCorners(p: PlayerState, pending: Pending): number[] {
  if (pending.kind !== 'exploration') return [];
  return pending.corners.filter((c) => !p.corners[c]);
}

export function punishCowardice(state: FlipState, events: Events): void {
  if (!state.farragut) return;
  farragutScores(state, COWARDICE_STARS.value, 'cowardice', events);
}

function endTurn(state: FlipState, events: Events): void {
  state.discard.push(...state.lineup);
  events.push({ type: 'CardsDiscarded', cards: [...state.lineup] });
  state.lineup = [];
  for (const ch of state.challenges) {
    if (!ch.flipPending) continue;
    ch.flipPending = false;
    ch.side = 2;
    events.push({ type: 'ChallengeFlipped', challenge: ch.id });
  }
  const f = state.farragut;
  if (f) {
    const met = f.lineup.filter((e) => e.met);
    f.lineup = f.lineup.filter((e) => !e.met);
    f.discard.push(...met.map((e) => e.card));
    farragutScores(state, met.length * FARRAGUT_CARD_STARS.value.farragut, 'cards', events);
    gainStars(
      state,
      0,
      f.lineup.length * FARRAGUT_CARD_STARS.value.player,
      'farragutLineup',
      events,
    );
    if (farragutCaught(state)) {
      finishGame(state, events);
      return;
    }
  }
  const converged = state.players
    .map((p, i) => (p.stars + p.leagues >= TRACK_LENGTH.value ? i : -1))
    .filter((i) => i >= 0);
  if (converged.length > 0) {
    state.endTriggered = true;
    events.push({ type: 'EndTriggered', players: converged });
    finishGame(state, events);
    return;
  }
  startTurn(state, events);
}

export function finishGame(state: FlipState, events: Events): void {
  state.phase = 'over';
  state.players.forEach((p) => (p.stack = []));
  const bonuses = farragutCaught(state) ? state.players.map(() => 0) : leaguesBonuses(state);
  bonuses.forEach((stars, player) => {
    if (stars <= 0) return;
    events.push({ type: 'LeaguesBonusAwarded', player, stars });
    gainStars(state, player, stars, 'leaguesBonus', events);
  });
  const result = scoreFlipGame(state, bonuses);
  state.result = result;
  events.push({ type: 'GameEnded', result });
}

const NEXT_PHASE = { move: 'engage', engage: 'action', action: 'repair' } as const;

/** Run automatic steps until some seat has a real choice to make. */
export function advance(state: FlipState, events: Events): void {
  for (;;) {
    if (state.phase === 'over') return;
    checkChallenges(state, events);
    markFarragutCards(state, events);
    if (farragutCaught(state)) {
      finishGame(state, events);
      return;
    }
    const p = state.players[state.active]!;
    const top = p.stack[p.stack.length - 1];
    if (top) {
      const empty =
        top.kind === 'exploration'
          ? openCorners(p, top).length === 0
          : top.kind === 'bonus' && bonusFills(p, SECTION_OF_SUIT[top.suit]).length === 0;
      if (!empty) return;
      p.stack.pop();
      if (top.kind === 'bonus')
        events.push({ type: 'ActionSkipped', player: state.active, reason: 'unable' });
      continue;
    }
    if (!state.mainDone) return;
    state.mainDone = false;
    if (state.active + 1 < state.players.length) {
      state.active += 1;
      events.push({ type: 'PhaseStarted', phase: state.phase, player: state.active });
      continue;
    }
    state.active = 0;
    if (state.phase === 'character') {
      startTurn(state, events);
    } else if (state.phase === 'repair') {
      endTurn(state, events);
    } else {
      state.phase = NEXT_PHASE[state.phase];
      events.push({ type: 'PhaseStarted', phase: state.phase, player: 0 });
    }
  }
}
