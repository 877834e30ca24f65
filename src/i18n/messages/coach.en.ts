/** The coach panel, the bot strength setting and the bots' thinking line. */
export const coachEn = {
  label: 'Coach',
  toggleTitle: 'What would a strong player do here? (H)',
  open: '▾ Coach (H)',
  closed: '▸ Ask the coach (H)',
  waiting: 'Waiting for a decision…',
  thinking: 'Weighing the options…',
  bestImperialist:
    'Best for the Imperialist: what leaves the Nautilus the least (its chance to reach the Finale · the VP its voyage is expected to end with).',
  bestNautilus:
    'Best three: chance to reach the Finale · the VP the voyage is expected to end with (a defeat counts 0). Each line compares in those VP.',
  sampled: 'Sampled playouts of what you cannot see ({{ms}} ms). You choose.',
  estimateTitle: 'Chance to reach the Finale · expected final VP (a defeat counts 0)',
  finale: 'Finale {{chance}}',
  chance: '{{percent}} %',
  vp: '{{vp}} VP',
  botThinkingImperialist: 'The Imperialist bot is thinking…',
  botThinkingNautilus: 'The Nautilus bot is thinking…',
  strength: 'Bot strength',
  strong: 'Strong',
  quick: 'Quick',
  strongLine:
    'Strong: the search bot weighs sampled futures before each choice (a moment’s thought).',
  nothing: 'The coach has nothing to say here.',
  onlyOne: 'Only one thing to do here: nothing to weigh.',
  unreadable: 'The coach could not read this position: {{message}}',
  botError: 'Bot: {{message}}',
  workerFailed: 'the bot stopped on an unexpected error.',
  quickLine: 'Quick: the rule-of-thumb bot answers at once and plays weaker.',
} as const;
