import { MOTIVES } from './data/motives';
import { RESOURCE_TRACKS, scourgeVp, TONNAGE_TRACK } from './data/tracks';
import type {
  LevelWord,
  ResourceId,
  VictoryLevelId,
  VictoryTable,
  VpCategory,
  VpValues,
} from './data/types';
import { msg, type CoreText, type CoreValue } from './data/coreText';
import { victoryLevel, BASE_VICTORY_TABLE, JOURNEYS_END_VICTORY_TABLE } from './data/victory';
import { cardById, characterById, treasureById, upgradeById } from './content/lookup';
import { shipSide, MAJOR_OCEANS, totalCubesOnLand } from './board';
import type { GameState } from './types';
import { OFFICER_ATTRIBUTES, NADEEN_CHARACTERISTICS } from './data/characters';
import { adventureToken, CHARACTER_NADEEN, keepCardEndPile } from './content/registry';

export interface ScoreLine {
  /** What scores: a card, an Upgrade, a token or Character by reference, a ship by name, a rule. */
  label: CoreValue;
  category: VpCategory | 'scourge' | 'penalty' | 'humanist';
  printed: number;
  scored: number;
}

export interface ScoreSheet {
  lines: ScoreLine[];
  byCategory: Partial<Record<ScoreLine['category'], number>>;
  total: number;
  /** The victory level's printed name ("Triumph"). */
  level: CoreText;
}

function attributeVp(attributes: string[]): number {
  let vp = 0;
  for (const id of attributes)
    vp +=
      [...OFFICER_ATTRIBUTES, ...NADEEN_CHARACTERISTICS].find((a) => a.id === id)?.vpModifier ?? 0;
  return vp;
}

const PER_ITEM: VpCategory[] = ['warship', 'nonWarship', 'adventure', 'treasure'];
const MULTIPLIED: VpCategory[] = ['liberation', 'science', 'wonder'];

/** Seed 001 End of the Game: icons adjusted by the Motive; no icon below 0 VP. */
/** A printed VP icon as this Motive scores it (seed 001 End of the Game). */
export function adjust(state: GameState, category: VpCategory, printed: number): number {
  const motive = MOTIVES[state.motive].vpAdjust;
  if ((PER_ITEM as string[]).includes(category)) {
    return Math.max(0, printed + motive[category as 'warship']);
  }
  if ((MULTIPLIED as string[]).includes(category)) {
    return Math.max(0, printed * motive[category as 'science']);
  }
  return printed;
}

function addIcons(state: GameState, lines: ScoreLine[], label: CoreValue, vp: VpValues): void {
  for (const [category, printed] of Object.entries(vp) as [VpCategory, number][]) {
    lines.push({ label, category, printed, scored: adjust(state, category, printed) });
  }
}

/** The score sheet of a game that ends by completing the Finale (seed 001, seed 000 §5). */
export function scoreGame(state: GameState): ScoreSheet {
  const lines: ScoreLine[] = [];
  // KEEP cards still in the tableau go to the pile their entry names (seed 001 End of the Game).
  const passCards = [
    ...state.passPile,
    ...state.keepCards.filter((id) => keepCardEndPile(state, id) === 'pass'),
  ];
  const survivors = state.characters.filter(
    (c) => !c.sacrificed && c.id !== CHARACTER_NADEEN,
  ).length;
  for (const id of passCards) {
    const card = cardById(id);
    addIcons(state, lines, { ref: 'card', id }, card.vp);
    for (const extra of card.extraVp ?? []) {
      // charactersRemaining: +1 VP per surviving Character, at most `value` (designed reading).
      const vp = extra.kind === 'flat' ? extra.value : Math.min(extra.value, survivors);
      if (vp !== 0)
        lines.push({
          label: msg(extra.kind === 'flat' ? 'score.cardFlat' : 'score.cardCharacters', {
            card: { ref: 'card', id },
          }),
          category: vp < 0 ? 'penalty' : 'character',
          printed: vp,
          scored: vp,
        });
    }
  }
  for (const id of state.upgradesEquipped)
    addIcons(state, lines, { ref: 'upgrade', id }, upgradeById(id).vp);

  const upsideDown: number[] = [];
  const tonnageLines: ScoreLine[] = [];
  for (const ocean of MAJOR_OCEANS) {
    for (const entry of state.tonnage[ocean]) {
      if ('ally' in entry) {
        // A face-down Ally scores as a sunk Ship of its printed ship value (seed 000 §5).
        const ally = treasureById(entry.ally);
        const value = ally.tonnageValue ?? ally.vp;
        tonnageLines.push({
          label: { ref: 'treasure', id: entry.ally },
          category: 'warship',
          printed: value,
          scored: adjust(state, 'warship', value),
        });
      } else if (entry.upsideDown) {
        upsideDown.push(entry.ship);
      } else {
        const side = shipSide(state, entry.ship);
        for (const [category, printed] of Object.entries(side.vp) as [VpCategory, number][]) {
          tonnageLines.push({
            label: side.name,
            category,
            printed,
            scored: adjust(state, category, printed),
          });
        }
      }
    }
  }
  if (state.motive === 'humanist') {
    const nations = new Set<string>();
    for (const s of upsideDown) {
      const nation = shipSide(state, s).nation;
      if (nation) nations.add(nation);
    }
    const printedTotal = tonnageLines.reduce((sum, l) => sum + l.scored, 0);
    lines.push({
      label: msg('score.humanistSpared'),
      category: 'humanist',
      printed: nations.size,
      scored: nations.size,
    });
    if (upsideDown.length > printedTotal) {
      lines.push({
        label: msg('score.humanistDecline'),
        category: 'humanist',
        printed: upsideDown.length,
        scored: upsideDown.length,
      });
      tonnageLines.length = 0;
    }
  }
  lines.push(...tonnageLines);

  for (const id of state.treasures) {
    const token = treasureById(id);
    if (token.vp > 0)
      lines.push({
        label: { ref: 'treasure', id },
        category: token.vpCategory,
        printed: token.vp,
        scored: adjust(state, token.vpCategory, token.vp),
      });
  }

  let scourgeBonus = 0;
  for (const id of state.adventureTokensClaimed ?? []) {
    const token = adventureToken(state, id);
    lines.push({
      label: { ref: 'item', id },
      category: token.vpCategory,
      printed: token.vp,
      scored: adjust(state, token.vpCategory, token.vp),
    });
    if (token.reward.kind === 'scourgeBonus') scourgeBonus += token.reward.amount;
  }

  const cubes = totalCubesOnLand(state);
  if (cubes > 0)
    lines.push({
      label: msg('score.liberation'),
      category: 'liberation',
      printed: cubes,
      scored: adjust(state, 'liberation', cubes),
    });

  for (const resource of ['nemo', 'crew', 'hull'] as ResourceId[]) {
    const space = RESOURCE_TRACKS[resource].spaces.find(
      (sp) => sp.position === state.resources[resource],
    );
    if (!space || space.vp === 0 || space.vpCategory === null) continue;
    const label = msg('score.track', {
      resource: { ref: 'resource', id: resource },
      space: msg(`trackSpace.${space.label}`),
    });
    if (space.vpCategory === 'penalty')
      lines.push({ label, category: 'penalty', printed: space.vp, scored: space.vp });
    else
      lines.push({
        label,
        category: space.vpCategory,
        printed: space.vp,
        scored: adjust(state, space.vpCategory, space.vp),
      });
  }

  const nadeen = state.characters.some((c) => c.id === 'nadeenDakkar' && !c.sacrificed);
  for (const c of state.characters) {
    if (c.sacrificed) continue;
    const ch = characterById(c.id);
    // Attribute and Characteristic tokens change the tile's VP before it is scored (seed 000 §6).
    const printed = Math.max(0, ch.vp + attributeVp(c.attributes));
    const scored = adjust(state, ch.vpCategory, printed) + (nadeen ? 1 : 0);
    lines.push({ label: { ref: 'character', id: c.id }, category: ch.vpCategory, printed, scored });
  }

  const filled = Math.min(
    TONNAGE_TRACK.spaces,
    ...MAJOR_OCEANS.map((o) => state.tonnage[o].length),
  );
  if (filled > 0 || scourgeBonus > 0) {
    const columns = state.motive === 'worldOrder' ? 2 : 1;
    const vp = (filled > 0 ? scourgeVp(filled, columns) : 0) + scourgeBonus;
    lines.push({
      label: msg('score.scourge', { filled }),
      category: 'scourge',
      printed: vp,
      scored: vp,
    });
  }

  if (state.imperialist && state.imperialist.gems > 0) {
    const per = state.setup.versus?.gemPenalty ?? 2;
    lines.push({
      label: msg('score.imperialistGems', { gems: state.imperialist.gems, per }),
      category: 'penalty',
      printed: -state.imperialist.gems * per,
      scored: -state.imperialist.gems * per,
    });
  }

  const byCategory: ScoreSheet['byCategory'] = {};
  let total = 0;
  for (const line of lines) {
    byCategory[line.category] = (byCategory[line.category] ?? 0) + line.scored;
    total += line.scored;
  }
  const table = victoryTableFor(state);
  return {
    lines,
    byCategory,
    total,
    level: msg(`level.${levelWord(table, victoryLevel(total, table))}`),
  };
}

/** A level's printed name in a table (Journey's End prints "Triumphant" for Triumph). */
export function levelWord(table: VictoryTable, level: VictoryLevelId): LevelWord {
  return table.bands.find((b) => b.level === level)?.label ?? level;
}

/**
 * Piracy and World Order have only Journey's End epilogues, so they always use its levels
 * (seed 000 §8); the optional rule chooses the table for the base Motives, as does the versus game.
 */
export function victoryTableFor(state: GameState): VictoryTable {
  if (state.motive === 'piracy' || state.motive === 'worldOrder') return JOURNEYS_END_VICTORY_TABLE;
  return state.setup.options.journeysEndVictoryLevels || state.imperialist
    ? JOURNEYS_END_VICTORY_TABLE
    : BASE_VICTORY_TABLE;
}
