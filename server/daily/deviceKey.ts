import { createHash, createPublicKey, verify } from 'node:crypto';
import { DAILY_SIGN_PREFIX, type DailyJoinOptions } from '../../src/protocol/dailyProtocol';

/** A player's id: hex SHA-256 of the device key's public point (`${x}.${y}`). */
export function playerIdOf(key: DailyJoinOptions['publicKey']): string {
  return createHash('sha256').update(`${key.x}.${key.y}`).digest('hex');
}

/**
 * Whether `signature` (base64url, raw 64-byte P1363 as Web Crypto signs) is the device key's
 * ECDSA-SHA256 signature of `nemo-daily:${challenge}`. A key that is not a P-256 point is false.
 */
export function signedByDevice(
  key: DailyJoinOptions['publicKey'],
  challenge: string,
  signature: string,
): boolean {
  try {
    const publicKey = createPublicKey({
      key: { kty: key.kty, crv: key.crv, x: key.x, y: key.y },
      format: 'jwk',
    });
    const sig = Buffer.from(signature, 'base64url');
    if (sig.length !== 64) return false;
    return verify(
      'sha256',
      Buffer.from(`${DAILY_SIGN_PREFIX}${challenge}`, 'utf8'),
      { key: publicKey, dsaEncoding: 'ieee-p1363' },
      sig,
    );
  } catch {
    return false;
  }
}
