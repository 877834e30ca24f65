import { DAILY_SIGN_PREFIX, type DailyJoinOptions } from '../../protocol/dailyProtocol';

/** Where the device key pair is kept (IndexedDB in the page; a Map in tests). */
export interface DeviceKeyStore {
  get(): Promise<CryptoKeyPair | null>;
  put(pair: CryptoKeyPair): Promise<void>;
}

const ECDSA = { name: 'ECDSA', namedCurve: 'P-256' } as const;

function isKeyPair(value: unknown): value is CryptoKeyPair {
  const pair = value as Partial<CryptoKeyPair> | null;
  return Boolean(pair && typeof pair === 'object' && pair.privateKey && pair.publicKey);
}

/**
 * This device's key for the voyage of the day: the kept pair, or a new ECDSA P-256 pair whose
 * private half cannot be exported, kept from now on. One key, one player: the server allows one
 * official voyage a day to each.
 */
export async function deviceKeyOf(
  store: DeviceKeyStore,
  subtle: SubtleCrypto = crypto.subtle,
): Promise<CryptoKeyPair> {
  const kept = await store.get().catch(() => null);
  if (isKeyPair(kept)) return kept;
  const made = await subtle.generateKey(ECDSA, false, ['sign', 'verify']);
  await store.put(made);
  // Two tabs making a key at once: whichever was kept last is the device's.
  const again = await store.get().catch(() => null);
  return isKeyPair(again) ? again : made;
}

/** Bytes as base64url without padding (the form the server reads signatures in). */
export function base64url(bytes: ArrayBuffer | Uint8Array): string {
  const view = bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes);
  let text = '';
  for (const b of view) text += String.fromCharCode(b);
  return btoa(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** What the daily room asks of a player: the public key and the signed challenge. */
export async function signDailyChallenge(
  pair: CryptoKeyPair,
  challenge: string,
  subtle: SubtleCrypto = crypto.subtle,
): Promise<Pick<DailyJoinOptions, 'publicKey' | 'signature'>> {
  const data = new TextEncoder().encode(DAILY_SIGN_PREFIX + challenge);
  const [jwk, signature] = await Promise.all([
    subtle.exportKey('jwk', pair.publicKey),
    subtle.sign({ name: 'ECDSA', hash: 'SHA-256' }, pair.privateKey, data),
  ]);
  const { kty, crv, x, y } = jwk;
  if (kty !== 'EC' || crv !== 'P-256' || !x || !y) throw new Error('The device key is not P-256');
  return { publicKey: { kty, crv, x, y }, signature: base64url(signature) };
}

const DB_NAME = 'nemo-device';
const STORE = 'keys';
const KEY = 'daily';

function request<T>(req: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error ?? new Error('IndexedDB request failed'));
  });
}

function openDb(factory: IDBFactory): Promise<IDBDatabase> {
  const req = factory.open(DB_NAME, 1);
  req.onupgradeneeded = () => req.result.createObjectStore(STORE);
  return request(req);
}

/** The browser's IndexedDB, where a CryptoKey keeps without its private bytes ever showing. */
export function indexedDbKeyStore(factory: IDBFactory = indexedDB): DeviceKeyStore {
  const withStore = async <T>(
    mode: IDBTransactionMode,
    run: (store: IDBObjectStore) => IDBRequest<T>,
  ): Promise<T> => {
    const db = await openDb(factory);
    try {
      return await request(run(db.transaction(STORE, mode).objectStore(STORE)));
    } finally {
      db.close();
    }
  };
  return {
    async get() {
      const value: unknown = await withStore('readonly', (s) => s.get(KEY));
      return isKeyPair(value) ? value : null;
    },
    async put(pair) {
      await withStore('readwrite', (s) => s.put(pair, KEY));
    },
  };
}
