import { describe, expect, it } from 'vitest';
import { createLoginLimiter } from './login-limiter.ts';

describe('login limiter', () => {
  const setup = () => {
    let now = 1_000_000;
    const limiter = createLoginLimiter({ maxFailures: 3, windowMs: 60_000, now: () => now });
    return { limiter, advance: (ms: number) => (now += ms) };
  };

  it('blocks a key after maxFailures attempts within the window, with the seconds left', () => {
    const { limiter, advance } = setup();
    for (let i = 0; i < 3; i++) {
      expect(limiter.retryAfter(['ip:a'])).toBe(0);
      limiter.begin(['ip:a']);
      advance(1_000);
    }
    expect(limiter.retryAfter(['ip:a'])).toBe(57);
    expect(limiter.retryAfter(['ip:b'])).toBe(0);
    // Any blocked key blocks the attempt.
    expect(limiter.retryAfter(['ip:b', 'ip:a'])).toBe(57);
  });

  it('lets the key try again once the window has passed', () => {
    const { limiter, advance } = setup();
    for (let i = 0; i < 3; i++) limiter.begin(['user:x']);
    advance(59_999);
    expect(limiter.retryAfter(['user:x'])).toBe(1);
    advance(1);
    expect(limiter.retryAfter(['user:x'])).toBe(0);
  });

  it('clears the keys on success', () => {
    const { limiter } = setup();
    limiter.begin(['user:x']);
    limiter.begin(['user:x']);
    limiter.succeed(['user:x']);
    limiter.begin(['user:x']);
    limiter.begin(['user:x']);
    expect(limiter.retryAfter(['user:x'])).toBe(0);
  });
});
