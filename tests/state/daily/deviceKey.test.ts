import { describe, expect, test } from 'vitest';
import {
  base64url,
  deviceKeyOf,
  signDailyChallenge,
  type DeviceKeyStore,
} from '../../../src/state/daily/deviceKey';

/** IndexedDB's part, in memory: it keeps the CryptoKey objects themselves, as IndexedDB does. */
function memoryKeys(failGet = false): DeviceKeyStore & { puts: number } {
  let kept: CryptoKeyPair | null = null;
  const store = {
    puts: 0,
    get: async () => {
      if (failGet) throw new Error('blocked');
      return kept;
    },
    put: async (pair: CryptoKeyPair) => {
      store.puts++;
      kept = pair;
    },
  };
  return store;
}

describe('the device key of the voyage of the day', () => {
  test('is made once per device and kept; its private half cannot be exported', async () => {
    const keys = memoryKeys();
    const first = await deviceKeyOf(keys);
    const again = await deviceKeyOf(keys);
    expect(again).toBe(first);
    expect(keys.puts).toBe(1);
    expect(first.privateKey.extractable).toBe(false);
    await expect(crypto.subtle.exportKey('pkcs8', first.privateKey)).rejects.toThrow();
    expect(first.publicKey.algorithm).toMatchObject({ name: 'ECDSA', namedCurve: 'P-256' });
  });

  test('signs the challenge as the server checks it: nemo-daily: + challenge, P-256/SHA-256', async () => {
    const pair = await deviceKeyOf(memoryKeys());
    const signed = await signDailyChallenge(pair, 'c7Hq2kM9wPzR4sT1');
    expect(Object.keys(signed.publicKey).sort()).toEqual(['crv', 'kty', 'x', 'y']);
    expect(signed.publicKey).toMatchObject({ kty: 'EC', crv: 'P-256' });
    expect(signed.signature).toMatch(/^[A-Za-z0-9_-]{86}$/);
    const verifier = await crypto.subtle.importKey(
      'jwk',
      signed.publicKey,
      { name: 'ECDSA', namedCurve: 'P-256' },
      false,
      ['verify'],
    );
    const bytes = Uint8Array.from(
      atob(signed.signature.replace(/-/g, '+').replace(/_/g, '/') + '=='),
      (c) => c.charCodeAt(0),
    );
    const verify = (text: string) =>
      crypto.subtle.verify(
        { name: 'ECDSA', hash: 'SHA-256' },
        verifier,
        bytes,
        new TextEncoder().encode(text),
      );
    expect(await verify('nemo-daily:c7Hq2kM9wPzR4sT1')).toBe(true);
    expect(await verify('c7Hq2kM9wPzR4sT1')).toBe(false);
  });

  test('a store that cannot be read gets a new key rather than none', async () => {
    const pair = await deviceKeyOf(memoryKeys(true));
    expect(pair.privateKey.type).toBe('private');
  });

  test('writes base64url without padding', () => {
    expect(base64url(new Uint8Array([251, 255, 191]))).toBe('-_-_');
    expect(base64url(new Uint8Array([1]))).toBe('AQ');
  });
});
