import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createDeviceTrust, DEVICE_TTL_MS, loginLimitKeys } from './device-trust.ts';

const SECRET = 'a-test-secret-that-is-long-enough-for-hmac';

describe('device trust', () => {
  it('recognises a cookie it issued, for the same user in any case, with a stable device id', () => {
    const trust = createDeviceTrust(SECRET, () => 1_000);
    const cookie = trust.issue('Directora');
    const device = trust.verify(cookie, 'directora');
    expect(device).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(trust.verify(cookie, 'DIRECTORA')).toBe(device);
  });

  it('gives each login its own device id', () => {
    const trust = createDeviceTrust(SECRET);
    expect(trust.verify(trust.issue('a'), 'a')).not.toBe(trust.verify(trust.issue('a'), 'a'));
  });

  it('refuses a cookie of another user, another server, an altered or a malformed one', () => {
    const trust = createDeviceTrust(SECRET);
    const cookie = trust.issue('directora');
    expect(trust.verify(cookie, 'secretaria')).toBeNull();
    expect(
      createDeviceTrust('another-secret-that-is-long-enough!!').verify(cookie, 'directora'),
    ).toBeNull();

    const [data, signature] = cookie.split('.') as [string, string];
    const forged = Buffer.from(JSON.stringify({ u: 'secretaria', d: 'x', t: Date.now() })).toString(
      'base64url',
    );
    expect(trust.verify(`${forged}.${signature}`, 'secretaria')).toBeNull();
    // The first character carries six bits of the signature (the last one only four, plus
    // padding bits that base64url decoding ignores), so changing it always alters the bytes.
    const altered = `${signature.startsWith('A') ? 'B' : 'A'}${signature.slice(1)}`;
    expect(trust.verify(`${data}.${altered}`, 'directora')).toBeNull();
    expect(trust.verify(`${data}.${signature}.extra`, 'directora')).toBeNull();
    expect(trust.verify(data, 'directora')).toBeNull();
    expect(trust.verify(undefined, 'directora')).toBeNull();
    expect(trust.verify('', 'directora')).toBeNull();
    expect(trust.verify(`${'a'.repeat(600)}.${signature}`, 'directora')).toBeNull();
  });

  it('refuses a correctly signed cookie whose payload is not JSON or lacks the device id', () => {
    const trust = createDeviceTrust(SECRET, () => 0);
    // Signed the way the module signs (HMAC-SHA256 under a key derived from the secret).
    const key = createHmac('sha256', SECRET).update('lbj device cookie v1').digest();
    const signed = (payload: string) => {
      const data = Buffer.from(payload).toString('base64url');
      return `${data}.${createHmac('sha256', key).update(data).digest('base64url')}`;
    };
    expect(trust.verify(signed(JSON.stringify({ u: 'x', d: 'dev', t: 0 })), 'x')).toBe('dev');
    expect(trust.verify(signed('not json'), 'x')).toBeNull();
    expect(trust.verify(signed(JSON.stringify({ u: 'x', t: 0 })), 'x')).toBeNull();
    expect(trust.verify(signed(JSON.stringify({ u: 'x', d: 'dev' })), 'x')).toBeNull();
  });

  it('expires a device after its time to live', () => {
    let now = 0;
    const trust = createDeviceTrust(SECRET, () => now);
    const cookie = trust.issue('directora');
    now = DEVICE_TTL_MS - 1;
    expect(trust.verify(cookie, 'directora')).not.toBeNull();
    now = DEVICE_TTL_MS;
    expect(trust.verify(cookie, 'directora')).toBeNull();
  });
});

describe('loginLimitKeys', () => {
  it('counts a known device on its own budget and unknown clients on the user’s', () => {
    expect(loginLimitKeys('127.0.0.1', 'Directora', 'dev1')).toEqual([
      'ip:127.0.0.1',
      'device:dev1',
    ]);
    expect(loginLimitKeys('127.0.0.2', 'Directora', null)).toEqual([
      'ip:127.0.0.2',
      'untrusted:directora',
    ]);
  });
});
