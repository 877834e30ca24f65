import { describe, expect, test } from 'vitest';
import { scenario } from '../../../src/core/scenario';
import { cardById } from '../../../src/core/content/lookup';
import { describePrompt } from '../../../src/state/nemo/describe';
import { decisionCard } from '../../../src/state/nemo/decisionCard';
import { msg } from '../../../src/core/data/coreText';
import { cardInfo } from '../../../src/state/nemo/itemInfo';

describe('no blind choice', () => {
  test('heads a card\'s "choose one" with its title, never its id', () => {
    const title = cardById('E13').title;
    const prompt = describePrompt(
      msg('prompt.effectChoice', { source: { ref: 'card', id: 'E13' } }),
    );
    expect(prompt).not.toMatch(/E13\b/);
    expect(prompt).toContain(title);
  });

  test("finds the Adventure card being decided, so the panel can show the card's effect", () => {
    const state = scenario({ seed: 'blind', at: 'action', ap: 3 });
    expect(decisionCard(state)).toBeNull();
    state.stack.push({ k: 'adventureChoice', card: 'E13' });
    expect(decisionCard(state)).toBe('E13');
    const effect = cardInfo(state, 'E13').effect;
    expect(effect.length).toBeGreaterThan(10);
  });
});
