import { queryOf } from '../app/pageUrl';
import type { UrlParams } from '../app/urlTypes';
import type { CrewShowSettings } from './crewUrl';

/** What a show keeps when the streamer turns the crew vote on or changes its settings. */
const KEEP = [
  'seed',
  'variant',
  'motive',
  'bot',
  'difficulty',
  'bg',
  'quality',
  'lang',
  'speed',
  'server',
  'debug',
];

/** The show's address with the crew vote on (`crew=vote`) and these settings. */
export function crewShowHref(params: UrlParams, settings: CrewShowSettings): string {
  const kept: Record<string, string> = { mode: 'showcase' };
  for (const key of KEEP) {
    const value = params.get(key);
    if (value) kept[key] = value;
  }
  return `?${queryOf({
    ...kept,
    crew: 'vote',
    crewSeconds: String(settings.seconds),
    ...(settings.delaySeconds > 0 ? { streamDelay: String(settings.delaySeconds) } : {}),
    ...(settings.channel ? { chat: settings.channel } : {}),
    ...(settings.streamer ? { streamer: '1' } : {}),
    ...(settings.votes !== 'main' ? { crewVotes: settings.votes } : {}),
  })}`;
}
