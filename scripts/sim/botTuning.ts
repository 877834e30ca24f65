import { BOT_TUNING } from '../../src/core/bots/botValues';

export type TuningKey = keyof typeof BOT_TUNING;

export function isTuningKey(k: string): k is TuningKey {
  return k in BOT_TUNING;
}

/** Sets the greedy bot's weights from "slack=2,boldFollow=1.5"; an unknown name is an error. */
export function setTuning(spec: string): void {
  for (const pair of spec.split(',').filter(Boolean)) {
    const [k, v] = pair.split('=');
    if (!k || !isTuningKey(k)) throw new Error(`unknown weight ${k}`);
    BOT_TUNING[k] = Number(v);
  }
}
