import { describe, expect, test } from 'vitest';
import { currentDecision } from '../../../src/core/engine';
import { distinctOptions } from '../../../src/state/nemo/distinctOptions';
import { labelOptions } from '../../../src/state/nemo/optionLabels';
import { choose } from '../../core/testGame';
import { quietActionPhase } from '../../core/rules/positions';

describe('identical Treasures are one choice (issue 43 §4)', () => {
  test('Rest holding three Gold and a Pearls: "spend Gold" once per exertion, no "choice 1 of 3"', () => {
    const state = quietActionPhase();
    state.nautilus = 'northAtlantic';
    state.ap = 3;
    state.lull = false;
    state.treasures = ['TVP3_1', 'TVP3_2', 'TVP3_3', 'TVP2_1'];
    choose(state, (a) => a.type === 'act' && a.action === 'rest');
    const all = currentDecision(state)!.options;
    const shown = distinctOptions(all);
    const spends = (options: typeof all, id: string) =>
      options.filter((o) => o.type === 'commitTest' && o.treasure?.startsWith(id)).length;
    const plain = all.filter((o) => o.type === 'commitTest' && !o.treasure).length;
    expect(spends(all, 'TVP3_')).toBe(3 * plain);
    expect(spends(shown, 'TVP3_')).toBe(plain);
    expect(spends(shown, 'TVP2_')).toBe(plain);
    expect(labelOptions(shown, state).join(' ')).not.toMatch(/choice \d of \d/);
    expect(new Set(labelOptions(shown, state)).size).toBe(shown.length);
  });
});

describe('Rest at full Crew says it can add nothing (issue 43 §4)', () => {
  test('the Action Phase option says so; below the top it is plain Rest', () => {
    const state = quietActionPhase();
    state.nautilus = 'northAtlantic';
    state.ap = 3;
    state.lull = false;
    state.resources.crew = 10;
    const rest = (s: typeof state) => {
      const options = currentDecision(s)!.options;
      const labels = labelOptions(options, s);
      return labels[options.findIndex((o) => o.type === 'act' && o.action === 'rest')];
    };
    expect(rest(state)).toBe('Rest (Crew is full at 10: a pass adds nothing)');
    state.resources.crew = 9;
    expect(rest(state)).toBe('Rest');
  });
});
