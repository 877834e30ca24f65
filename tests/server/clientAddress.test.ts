import { describe, expect, test } from 'vitest';
import { clientAddress, trustedProxies } from '../../server/daily/clientAddress';

describe('the client address behind the per-address limits', () => {
  const proxies = trustedProxies(' 10.0.0.5 , ::ffff:10.0.0.6,');

  test('X-Forwarded-For is ignored unless the connecting peer is a listed proxy', () => {
    expect(clientAddress('::ffff:203.0.113.9', '198.51.100.1', proxies)).toBe('203.0.113.9');
    expect(clientAddress('10.0.0.5', '198.51.100.1', new Set())).toBe('10.0.0.5');
  });

  test('through a listed proxy, the hop the proxy saw counts, not what the client wrote before it', () => {
    expect(clientAddress('10.0.0.5', '1.2.3.4, 198.51.100.1', proxies)).toBe('198.51.100.1');
    expect(clientAddress('::ffff:10.0.0.6', ['1.2.3.4', '198.51.100.2'], proxies)).toBe(
      '198.51.100.2',
    );
    expect(clientAddress('10.0.0.5', undefined, proxies)).toBe('10.0.0.5');
    expect(clientAddress('10.0.0.5', ' , ', proxies)).toBe('10.0.0.5');
  });
});
