import { CORNERS, MAP_SPACES, SECTIONS, STARTING_STARS, ZONE_COUNT } from './data/board';
import type { SectionId } from './data/board';
import { CHALLENGES, CHALLENGES_IN_PLAY } from './data/challenges';
import { CHARACTERS, characterById } from './data/characters';
import type { CharacterId } from './data/characters';
import { FARRAGUT_CARDS } from './data/farragutCards';
import { UPGRADES } from './data/upgrades';
import { buildDeck, cardSuit } from './cards';
import { advance, drawFarragutCards, drawPokerCard, emptyTurnFlags, placeCharacter } from './flow';
import { seedRng, shuffleInPlace } from './rng';
import type { FlipEvent, FlipSetup, FlipState, PlayerState } from './types';
import { flipMsg, FlipRuleError } from './flipMessages';

function perSection<T>(make: (id: SectionId) => T): Record<SectionId, T> {
  return {
    science: make('science'),
    warfare: make('warfare'),
    adventure: make('adventure'),
    liberation: make('liberation'),
  };
}

function emptyPlayer(): PlayerState {
  const spaces = MAP_SPACES.length;
  return {
    character: null,
    characterOptions: [],
    itemUsed: false,
    location: -1,
    charted: new Array<boolean>(spaces).fill(false),
    collected: new Array<boolean>(spaces).fill(false),
    corners: new Array<boolean>(CORNERS.value.length).fill(false),
    zonesVisited: new Array<boolean>(ZONE_COUNT).fill(false),
    stars: STARTING_STARS.value,
    leagues: 0,
    inventory: { knowledge: 0, salvage: 0, crew: 0, treasure: 0, damage: 0 },
    sections: perSection((id) => new Array<number>(SECTIONS[id].slots.length).fill(0)),
    edges: perSection((id) => new Array<boolean>(SECTIONS[id].edges.length).fill(false)),
    groupsScored: perSection((id) => {
      const groups = new Set(SECTIONS[id].slots.map((s) => s.group)).size;
      return new Array<boolean>(groups).fill(false);
    }),
    villageRowsScored: 0,
    upgrades: new Array<boolean>(UPGRADES.length).fill(false),
    sectionsActed: { hearts: false, spades: false, diamonds: false, clubs: false },
    moveCard: null,
    engageCard: null,
    engageSuit: null,
    challengesScored: [],
    turn: emptyTurnFlags(),
    stack: [],
  };
}

/** Check a setup and fill in its defaults; throws with a one-line reason. */
export function normalizeSetup(setup: FlipSetup): FlipState['setup'] {
  const { seed, players } = setup;
  if (!Number.isInteger(seed)) throw new FlipRuleError(flipMsg('badSetup.seed'));
  if (!Number.isInteger(players) || players < 1 || players > 4) {
    throw new FlipRuleError(flipMsg('badSetup.players'));
  }
  const farragut = setup.farragut ?? null;
  if (farragut !== null) {
    if (!Number.isInteger(farragut) || farragut < 0 || farragut > 4) {
      throw new FlipRuleError(flipMsg('badSetup.farragutLevel'));
    }
    if (players !== 1) throw new FlipRuleError(flipMsg('badSetup.farragutSolo'));
  }
  const characters = setup.characters ?? null;
  if (characters) {
    if (characters.length !== players) throw new FlipRuleError(flipMsg('badSetup.characterEach'));
    characters.forEach((c) => characterById(c));
    if (new Set(characters).size !== characters.length) {
      throw new FlipRuleError(flipMsg('badSetup.characterOnce'));
    }
  }
  const challenges = setup.challenges ?? null;
  if (challenges) {
    if (
      challenges.length !== CHALLENGES_IN_PLAY ||
      new Set(challenges).size !== challenges.length
    ) {
      throw new FlipRuleError(flipMsg('badSetup.challenges', { count: CHALLENGES_IN_PLAY }));
    }
    for (const id of challenges) {
      if (!CHALLENGES.some((c) => c.id === id))
        throw new FlipRuleError(flipMsg('badSetup.unknownChallenge', { id }));
    }
  }
  return { seed: seed >>> 0, players, farragut, characters, challenges };
}

export function createFlipGameWithEvents(setup: FlipSetup): {
  state: FlipState;
  events: FlipEvent[];
} {
  const norm = normalizeSetup(setup);
  const rng = seedRng(norm.seed);
  const events: FlipEvent[] = [];
  const state: FlipState = {
    formatVersion: 1,
    setup: norm,
    rng,
    deck: shuffleInPlace(rng, buildDeck(norm.players === 1)),
    discard: [],
    boxed: [],
    lineup: [],
    turn: 0,
    phase: 'character',
    active: 0,
    mainDone: false,
    players: Array.from({ length: norm.players }, emptyPlayer),
    challenges: [],
    farragut: null,
    endTriggered: false,
    result: null,
    actionCount: 0,
  };
  const challengeIds =
    norm.challenges ??
    shuffleInPlace(
      rng,
      CHALLENGES.map((c) => c.id),
    ).slice(0, CHALLENGES_IN_PLAY);
  state.challenges = challengeIds.map((id) => ({ id, side: 5, flipPending: false }));
  events.push({ type: 'GameStarted', players: norm.players, farragut: norm.farragut });

  if (norm.characters) {
    norm.characters.forEach((id, player) => placeCharacter(state, player, id, events));
  } else {
    const pool: CharacterId[] = shuffleInPlace(
      rng,
      CHARACTERS.map((c) => c.id),
    );
    state.players.forEach((p, i) => (p.characterOptions = pool.slice(2 * i, 2 * i + 2)));
  }

  if (norm.farragut !== null) {
    const deck = shuffleInPlace(
      rng,
      FARRAGUT_CARDS.map((c) => c.id),
    );
    state.farragut = {
      level: norm.farragut,
      specialty: 'hearts',
      deck,
      discard: [],
      lineup: [],
      score: 0,
    };
    drawFarragutCards(state, norm.farragut, events);
    // A joker drawn for the specialty is revealed like any other: boxed, a challenge flipped
    // and Farragut's 5 stars; then the next card sets the specialty.
    const specialtyCard = drawPokerCard(state, events);
    state.farragut.specialty = cardSuit(specialtyCard);
    state.discard.push(specialtyCard);
  }

  if (norm.characters) {
    state.mainDone = true;
    state.active = norm.players - 1;
  }
  advance(state, events);
  return { state, events };
}

/** A new game, waiting for its first decision. */
export function createFlipGame(setup: FlipSetup): FlipState {
  return createFlipGameWithEvents(setup).state;
}
