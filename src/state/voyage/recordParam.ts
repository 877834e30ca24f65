import { i18n } from '../../i18n/i18n';
import { parseRecord, serializeRecord, type GameRecord } from '../../core';

/** base64url of UTF-8 text (no padding). */
export function base64url(text: string): string {
  let binary = '';
  for (const b of new TextEncoder().encode(text)) binary += String.fromCharCode(b);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** A record as a URL parameter: its JSON in base64url (UTF-8), for a shareable replay link. */
export function encodeRecordParam(record: GameRecord): string {
  return base64url(serializeRecord(record));
}

/** Reads a `record=` parameter; a damaged one throws a one-line reason. */
export function decodeRecordParam(param: string): GameRecord {
  if (!/^[A-Za-z0-9_-]+$/.test(param)) {
    throw new Error(i18n.t('play.message.linkNotBase64'));
  }
  let text: string;
  try {
    const binary = atob(param.replace(/-/g, '+').replace(/_/g, '/'));
    const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new Error(i18n.t('play.message.linkNoDecode'));
  }
  return parseRecord(text);
}
