import { useAtomValue } from 'jotai';
import { useEffect, useRef } from 'react';
import type { GameEvent } from '../core';
import { stagingOf } from '../state/nemo/events/stagingOf';
import { pendingEventAtom } from '../state/nemo/gameAtoms';
import { mutedAtom, speedAtom, volumeAtom } from '../state/app/settings';
import { createStageSynth, type StageSynth } from './stageSynth';

/** The sound of one event on stage, if it has one. */
function playEvent(synth: StageSynth, event: GameEvent): void {
  switch (stagingOf(event, '1', false).kind) {
    case 'cardReveal':
    case 'cardFile':
      synth.card();
      return;
    case 'combat':
      if (event.type === 'CombatRound') synth.combat(event.attacker === 'nautilus', event.hit);
      return;
    case 'hit':
      if (event.type === 'HitTaken' && event.resource !== 'cancelled') synth.hit();
      return;
    case 'sinking':
      synth.sinking();
      return;
    default:
      return;
  }
}

/**
 * The table's sound (issue 17): the sea under the whole game, and a card, a battle or a sinking
 * as its event comes on stage; at the volume setting, silent while muted or at 'instant' speed.
 * Everything is synthesised in the browser.
 */
export function useStageSounds(): void {
  const muted = useAtomValue(mutedAtom);
  const volume = useAtomValue(volumeAtom);
  const speed = useAtomValue(speedAtom);
  const event = useAtomValue(pendingEventAtom);
  const synth = useRef<StageSynth | null>(null);

  useEffect(() => {
    if (muted || typeof AudioContext === 'undefined') return;
    const context = new AudioContext();
    const made = createStageSynth(context);
    synth.current = made;
    made.setSea(true);
    void context.resume();
    return () => {
      synth.current = null;
      made.close();
    };
  }, [muted]);

  useEffect(() => {
    synth.current?.setVolume(volume);
  }, [volume, muted]);

  useEffect(() => {
    if (event && synth.current && speed !== 'instant') playEvent(synth.current, event);
  }, [event, speed]);
}
