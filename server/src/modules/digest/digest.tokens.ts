import crypto from 'node:crypto';

/**
 * What a token lets its holder do, one letter in the token: confirm a sign-up, block the address
 * ("No fui yo"), change preferences, leave the digest, leave the urgent notices.
 */
const PURPOSES = {
  confirm: 'c',
  block: 'n',
  preferences: 'p',
  leaveDigest: 'b',
  leaveUrgent: 'u',
} as const;
export type TokenPurpose = keyof typeof PURPOSES;

/** What a token says, or why it says nothing. */
type TokenCheck =
  | { kind: 'ok'; purpose: TokenPurpose; subscriber: number }
  | { kind: 'altered' }
  | { kind: 'expired' };

export interface DigestTokens {
  /** A token for `subscriber`; with `expires`, refused after that instant. */
  make(purpose: TokenPurpose, subscriber: number, expires?: Date): string;
  /** Checks a token against the purposes its page accepts. */
  check(token: string, accepted: readonly TokenPurpose[], now: Date): TokenCheck;
}

const TOKEN = /^([a-z])([0-9a-z]{1,12})\.([0-9a-z]{1,12})\.([A-Za-z0-9_-]{32})$/;

/**
 * Signed tokens for the addresses in a family's mails: `<purpose><id>.<expiry>.<signature>`, an
 * HMAC under a key derived from the server's secret. Nothing is stored: an altered token fails
 * its signature, an old one its expiry. The links in digests and urgent notices do not expire
 * (a family may leave from a mail of months ago); the confirmation's last 48 hours.
 */
export function createDigestTokens(secret: Uint8Array): DigestTokens {
  const key = crypto.createHmac('sha256', secret).update('digest-token').digest();
  const sign = (body: string) =>
    crypto.createHmac('sha256', key).update(body).digest('base64url').slice(0, 32);
  return {
    make: (purpose, subscriber, expires) => {
      const body = `${PURPOSES[purpose]}${subscriber.toString(36)}.${(expires ? Math.ceil(expires.getTime() / 1000) : 0).toString(36)}`;
      return `${body}.${sign(body)}`;
    },
    check: (token, accepted, now) => {
      const match = TOKEN.exec(token);
      if (!match) return { kind: 'altered' };
      const [, letter = '', id = '', expiry = '', signature = ''] = match;
      const expected = Buffer.from(sign(`${letter}${id}.${expiry}`));
      if (!crypto.timingSafeEqual(expected, Buffer.from(signature))) return { kind: 'altered' };
      const purpose = accepted.find((name) => PURPOSES[name] === letter);
      if (purpose === undefined) return { kind: 'altered' };
      const expires = parseInt(expiry, 36) * 1000;
      if (expires !== 0 && now.getTime() >= expires) return { kind: 'expired' };
      return { kind: 'ok', purpose, subscriber: parseInt(id, 36) };
    },
  };
}

/** The address's hash a suppression or a confirmation's count keeps instead of the address. */
export function addressHash(email: string): string {
  return crypto.createHash('sha256').update(email.trim().toLowerCase()).digest('hex');
}
