import { describe, expect, test } from 'vitest';
import {
  CAPTION_MIN_MS,
  CAPTION_WORD_MS,
  EMPTY_TRACK,
  captionRankOf,
  captionReadMs,
  freeAt,
  offerCaption,
  seenBy,
  tickTrack,
  type CaptionRank,
  type CaptionTrack,
} from '../../../src/state/showcase/captionTrack';

const caption = (id: number, rank: CaptionRank, text = 'Three short words') => ({
  kicker: 'K',
  text,
  id,
  rank,
});

/** When each caption went up, by id, as the track is ticked every 100 ms up to `until`. */
function run(offers: [at: number, c: ReturnType<typeof caption>][], until: number) {
  let track: CaptionTrack = EMPTY_TRACK;
  const ups: [id: number, at: number][] = [];
  const seen = (t: CaptionTrack) => {
    if (t.shown && ups.at(-1)?.[0] !== t.shown.id) ups.push([t.shown.id, t.since]);
  };
  for (let now = 0; now <= until; now += 100) {
    for (const [at, c] of offers) if (at === now) track = offerCaption(track, c, now);
    track = tickTrack(track, now);
    seen(track);
  }
  return ups;
}

describe('the caption track', () => {
  test('a caption needs at least 2.5 s, and more for each word it reads, in English and Japanese', () => {
    expect(captionReadMs('Sunk.')).toBe(CAPTION_MIN_MS + CAPTION_WORD_MS);
    expect(captionReadMs('The Nautilus slips from the Indian Ocean to the South Atlantic.')).toBe(
      CAPTION_MIN_MS + 11 * CAPTION_WORD_MS,
    );
    // No spaces: about six characters a word.
    expect(captionReadMs('ノーチラス号がインド洋から南大西洋へ滑り込む。')).toBe(
      CAPTION_MIN_MS + 4 * CAPTION_WORD_MS,
    );
  });

  test('five captions offered in five seconds are never five on the strip: each stays until read', () => {
    const offers = [0, 1000, 2000, 3000, 4000].map(
      (at, i) => [at, caption(i, 'headline')] as [number, ReturnType<typeof caption>],
    );
    const ups = run(offers, 20_000);
    for (let i = 1; i < ups.length; i++)
      expect((ups[i]?.[1] ?? 0) - (ups[i - 1]?.[1] ?? 0)).toBeGreaterThanOrEqual(
        captionReadMs('Three short words'),
      );
    expect(ups.filter(([, at]) => at < 5000).length).toBeLessThanOrEqual(2);
    // Once one is read, the newest waiting headline goes up: the words keep up with the table.
    expect(ups.map(([id]) => id)).toEqual([0, 3, 4]);
  });

  test('a turning point of the voyage (the Motive changes) is never dropped, however busy the strip', () => {
    const offers: [number, ReturnType<typeof caption>][] = [
      [0, caption(0, 'headline')],
      [500, caption(1, 'turningPoint', 'Act III: Nemo turns from Explore to Piracy.')],
      [600, caption(2, 'headline')],
      [700, caption(3, 'minor')],
      [800, caption(4, 'headline')],
    ];
    expect(captionRankOf('MotiveChanged')).toBe('turningPoint');
    expect(run(offers, 20_000).map(([id]) => id)).toEqual([0, 1, 4]);
  });

  test('a waiting minor caption gives way to a newer headline; a blank clears the strip once it is read', () => {
    const offers: [number, ReturnType<typeof caption>][] = [
      [0, caption(0, 'headline')],
      [200, caption(1, 'minor')],
      [300, caption(2, 'headline')],
      [400, caption(3, 'minor')],
    ];
    expect(run(offers, 20_000).map(([id]) => id)).toEqual([0, 2, 3]);
    let t = offerCaption(EMPTY_TRACK, caption(0, 'headline'), 0);
    t = offerCaption(t, { kicker: '', text: '', id: 1, rank: 'blank' }, 100);
    expect(tickTrack(t, 1000).shown?.id).toBe(0);
    expect(tickTrack(t, freeAt(t)).shown).toBeNull();
  });

  test("a roll's caption takes the strip once the caption before has had its 2.5 s, so the dice shot shows it", () => {
    const long = 'A caption of many words that would want a good while more to be read in full.';
    let t = offerCaption(EMPTY_TRACK, caption(0, 'headline', long), 0);
    t = offerCaption(t, caption(1, 'roll', 'Attack: the dice are rolling…'), 1000);
    expect(captionRankOf('DiceRolled')).toBe('roll');
    expect(freeAt(t)).toBe(CAPTION_MIN_MS);
    expect(seenBy(t, 1, 1200)).toBe(CAPTION_MIN_MS + 1200);
    expect(tickTrack(t, CAPTION_MIN_MS - 100).shown?.id).toBe(0);
    expect(tickTrack(t, CAPTION_MIN_MS).shown?.id).toBe(1);
  });

  test('an event offered again (a re-render) changes nothing', () => {
    const t = offerCaption(EMPTY_TRACK, caption(3, 'headline'), 0);
    expect(offerCaption(t, caption(3, 'headline', 'other'), 10)).toBe(t);
    expect(offerCaption(t, caption(2, 'headline'), 10)).toBe(t);
  });
});
