import type { FlipState, Pending, PlayerState } from './types';

function clonePending(p: Pending): Pending {
  switch (p.kind) {
    case 'step':
      return { kind: 'step', path: p.path.slice(), remaining: p.remaining };
    case 'exploration':
      return { kind: 'exploration', corners: [p.corners[0], p.corners[1]] };
    case 'bonus':
      return { ...p };
  }
}

function clonePlayer(p: PlayerState): PlayerState {
  return {
    ...p,
    characterOptions: p.characterOptions.slice(),
    charted: p.charted.slice(),
    collected: p.collected.slice(),
    corners: p.corners.slice(),
    zonesVisited: p.zonesVisited.slice(),
    inventory: { ...p.inventory },
    sections: {
      science: p.sections.science.slice(),
      warfare: p.sections.warfare.slice(),
      adventure: p.sections.adventure.slice(),
      liberation: p.sections.liberation.slice(),
    },
    edges: {
      science: p.edges.science.slice(),
      warfare: p.edges.warfare.slice(),
      adventure: p.edges.adventure.slice(),
      liberation: p.edges.liberation.slice(),
    },
    groupsScored: {
      science: p.groupsScored.science.slice(),
      warfare: p.groupsScored.warfare.slice(),
      adventure: p.groupsScored.adventure.slice(),
      liberation: p.groupsScored.liberation.slice(),
    },
    upgrades: p.upgrades.slice(),
    sectionsActed: { ...p.sectionsActed },
    challengesScored: p.challengesScored.slice(),
    turn: { gained: { ...p.turn.gained }, acted: { ...p.turn.acted }, goldZone: p.turn.goldZone },
    stack: p.stack.map(clonePending),
  };
}

/** Deep copy of a state; equal to a JSON round trip, only faster. */
export function cloneState(s: FlipState): FlipState {
  const f = s.farragut;
  return {
    ...s,
    setup: {
      ...s.setup,
      characters: s.setup.characters ? s.setup.characters.slice() : null,
      challenges: s.setup.challenges ? s.setup.challenges.slice() : null,
    },
    rng: [s.rng[0], s.rng[1], s.rng[2], s.rng[3]],
    deck: s.deck.slice(),
    discard: s.discard.slice(),
    boxed: s.boxed.slice(),
    lineup: s.lineup.slice(),
    players: s.players.map(clonePlayer),
    challenges: s.challenges.map((c) => ({ ...c })),
    farragut: f
      ? {
          ...f,
          deck: f.deck.slice(),
          discard: f.discard.slice(),
          lineup: f.lineup.map((e) => ({ ...e })),
        }
      : null,
    result: s.result ? (JSON.parse(JSON.stringify(s.result)) as FlipState['result']) : null,
  };
}
