import { i18n } from '../../i18n/i18n';
import type { GameEvent } from '../../core';
import { oceanName, quotedCardName } from './events/eventNames';

type Rolled = Extract<GameEvent, { type: 'DiceRolled' }>;

/** The events of the turn so far: everything after the last TurnStarted. */
function thisTurn(events: readonly GameEvent[]): GameEvent[] {
  let start = 0;
  events.forEach((e, i) => {
    if (e.type === 'TurnStarted') start = i + 1;
  });
  return events.slice(start);
}

function placementRoll(events: readonly GameEvent[]): Rolled | null {
  const rolled = events.filter(
    (e): e is Rolled => e.type === 'DiceRolled' && e.purpose.key === 'roll.placement',
  );
  return rolled[rolled.length - 1] ?? null;
}

function listOf(names: string[]): string {
  if (names.length <= 1) return names[0] ?? '';
  return i18n.t('decisions.summary.listAnd', {
    rest: names.slice(0, -1).join(i18n.t('decisions.listSep')),
    last: names[names.length - 1],
  });
}

/** This turn's AP and where they came from: "5 AP (6 − 1 on the white dice, + 1 saved from last turn)". */
export function apOrigin(events: readonly GameEvent[]): string | null {
  const turn = thisTurn(events);
  const roll = placementRoll(turn);
  const rollAt = roll ? turn.indexOf(roll) : -1;
  const set = turn
    .slice(rollAt + 1)
    .find(
      (e): e is Extract<GameEvent, { type: 'ActionPointsSet' }> => e.type === 'ActionPointsSet',
    );
  if (!roll || !set) return null;
  const [a, b] = roll.dice.filter((d) => d.color === 'white').map((d) => d.value);
  if (a === undefined || b === undefined) return null;
  if (set.lull) return i18n.t('decisions.summary.lull', { ap: set.ap });
  const fromDice = Math.abs(a - b);
  const saved = set.ap - fromDice;
  const values = { ap: set.ap, high: Math.max(a, b), low: Math.min(a, b), saved };
  return i18n.t(saved > 0 ? 'decisions.summary.originSaved' : 'decisions.summary.origin', values);
}

/**
 * One line for the Event and Placement phases so far ("Revealed “The Iceberg”. Rolled 6 and 1:
 * 5 AP; ships placed in the Western Pacific and the Indian Ocean"); null before anything happened.
 */
export function phaseSummary(events: readonly GameEvent[]): string | null {
  const turn = thisTurn(events);
  const parts: string[] = [];
  const cards = turn
    .filter((e): e is Extract<GameEvent, { type: 'CardRevealed' }> => e.type === 'CardRevealed')
    .map((e) => i18n.t('decisions.summary.quoted', { title: quotedCardName(e.card) }));
  if (cards.length > 0) parts.push(i18n.t('decisions.summary.revealed', { cards: listOf(cards) }));
  const roll = placementRoll(turn);
  if (roll) {
    const dice = roll.dice.map((d) => d.value);
    const origin = apOrigin(events);
    const oceans = [
      ...new Set(
        turn
          .filter((e): e is Extract<GameEvent, { type: 'ShipPlaced' }> => e.type === 'ShipPlaced')
          .map((e) => oceanName(e.ocean)),
      ),
    ];
    const values = { dice: listOf(dice.map(String)), origin, oceans: listOf(oceans) };
    const key =
      oceans.length > 0
        ? origin
          ? 'decisions.summary.rolledApPlaced'
          : 'decisions.summary.rolledPlaced'
        : origin
          ? 'decisions.summary.rolledAp'
          : 'decisions.summary.rolled';
    parts.push(i18n.t(key, values));
  }
  return parts.length > 0 ? parts.join(' ') : null;
}
