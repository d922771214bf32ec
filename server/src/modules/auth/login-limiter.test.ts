import { describe, expect, it } from 'vitest';
import { createLoginLimiter } from './login-limiter.ts';

/** How many keys the limiter tracks before it drops old ones (login-limiter.ts). */
const TRACKED_KEYS = 10_000;

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

  it('counts one attempt against every key it names', () => {
    const { limiter } = setup();
    for (let i = 0; i < 3; i++) limiter.begin(['ip:a', 'user:x']);
    expect(limiter.retryAfter(['ip:a'])).toBe(60);
    expect(limiter.retryAfter(['user:x'])).toBe(60);
  });

  it('allows the attempt before the limit: maxFailures - 1 failures do not block', () => {
    const { limiter } = setup();
    limiter.begin(['user:x']);
    limiter.begin(['user:x']);
    expect(limiter.retryAfter(['user:x'])).toBe(0);
  });

  it('waits out the key with the longest wait when several are blocked', () => {
    const { limiter, advance } = setup();
    for (let i = 0; i < 3; i++) limiter.begin(['ip:a']);
    advance(20_000);
    for (let i = 0; i < 3; i++) limiter.begin(['user:x']);
    // ip:a has 40 s left, user:x 60 s: the caller waits 60, in either order.
    expect(limiter.retryAfter(['ip:a', 'user:x'])).toBe(60);
    expect(limiter.retryAfter(['user:x', 'ip:a'])).toBe(60);
  });

  it('rounds a part of a second up: 1 ms left still says 1 s', () => {
    const { limiter, advance } = setup();
    for (let i = 0; i < 3; i++) limiter.begin(['user:x']);
    advance(59_999);
    expect(limiter.retryAfter(['user:x'])).toBe(1);
  });

  it('lets the key try again once the window has passed', () => {
    const { limiter, advance } = setup();
    for (let i = 0; i < 3; i++) limiter.begin(['user:x']);
    advance(59_999);
    expect(limiter.retryAfter(['user:x'])).toBe(1);
    advance(1);
    expect(limiter.retryAfter(['user:x'])).toBe(0);
  });

  it('starts a new window, counted from one, at the moment the old one ends', () => {
    const { limiter, advance } = setup();
    for (let i = 0; i < 3; i++) limiter.begin(['user:x']);
    advance(60_000);
    // The old window is over: these count in a new one, which they fill again for a full minute.
    limiter.begin(['user:x']);
    limiter.begin(['user:x']);
    expect(limiter.retryAfter(['user:x'])).toBe(0);
    limiter.begin(['user:x']);
    expect(limiter.retryAfter(['user:x'])).toBe(60);
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

  it('clears every key a success names, and only those', () => {
    const { limiter } = setup();
    for (let i = 0; i < 3; i++) limiter.begin(['ip:a', 'user:x', 'user:y']);
    limiter.succeed(['ip:a', 'user:x']);
    expect(limiter.retryAfter(['ip:a'])).toBe(0);
    expect(limiter.retryAfter(['user:x'])).toBe(0);
    expect(limiter.retryAfter(['user:y'])).toBe(60);
  });

  describe('under a spray of keys (memory stays bounded)', () => {
    /** Blocks `count` distinct keys (ip:0, ip:1…), in that order, in one window. */
    const blockKeys = (limiter: ReturnType<typeof setup>['limiter'], count: number) => {
      for (let i = 0; i < count; i++) {
        const key = `ip:${String(i)}`;
        for (let n = 0; n < 3; n++) limiter.begin([key]);
      }
    };

    it('holds as many as the bound: every blocked key stays blocked', () => {
      const { limiter } = setup();
      blockKeys(limiter, TRACKED_KEYS - 1);
      limiter.begin(['ip:nueva']);
      expect(limiter.retryAfter(['ip:0'])).toBe(60);
      expect(limiter.retryAfter([`ip:${String(TRACKED_KEYS - 2)}`])).toBe(60);
    });

    it('at the bound, the next attempt forgets the oldest live key, and only that one', () => {
      const { limiter } = setup();
      blockKeys(limiter, TRACKED_KEYS - 1);
      limiter.begin(['ip:nueva']);
      limiter.begin(['ip:nueva']);
      expect(limiter.retryAfter(['ip:0'])).toBe(0);
      expect(limiter.retryAfter(['ip:1'])).toBe(60);
      expect(limiter.retryAfter([`ip:${String(TRACKED_KEYS - 2)}`])).toBe(60);
      limiter.begin(['ip:nueva']);
      expect(limiter.retryAfter(['ip:nueva'])).toBe(60);
    });

    it('expired windows make room before any live one is forgotten', () => {
      const { limiter, advance } = setup();
      blockKeys(limiter, TRACKED_KEYS / 2);
      advance(60_000);
      for (let i = 0; i < TRACKED_KEYS / 2; i++) {
        const key = `user:${String(i)}`;
        for (let n = 0; n < 3; n++) limiter.begin([key]);
      }
      // The map is full: half expired, half live. New keys take the expired ones' room.
      for (let i = 0; i < 10; i++) limiter.begin([`ip:otra-${String(i)}`]);
      expect(limiter.retryAfter(['user:0'])).toBe(60);
      expect(limiter.retryAfter([`user:${String(TRACKED_KEYS / 2 - 1)}`])).toBe(60);
    });
  });
});
