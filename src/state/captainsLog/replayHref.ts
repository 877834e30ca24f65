import { serializeRecord, type GameRecord } from '../../core/record';

/** base64url of UTF-8 text (no padding). */
export function base64url(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** The replay page for a kept record (`?mode=replay&record=…`). */
export function replayHref(record: GameRecord): string {
  return `?mode=replay&record=${base64url(serializeRecord(record))}`;
}
