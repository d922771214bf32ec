import { describe, expect, it } from 'vitest';
import { PUBLIC_FORM_FIELDS } from '@lbj/shared';
import {
  createPublicFormGuard,
  parseFormBody,
  PUBLIC_FORM_MESSAGES,
  PUBLIC_FORM_MESSAGES_BY_LANG,
} from './public-form.ts';

// The public forms' spam defence: a robot that fills the hidden field is ignored, one that sends
// faster than a person or forges the stamp is refused, and an address that sends too often waits.

const START = Date.UTC(2027, 2, 1, 15, 0, 0);

function guardAt(options: { maxPerAddress?: number; minFillMs?: number } = {}) {
  let now = START;
  const guard = createPublicFormGuard({
    secret: new TextEncoder().encode('a-secret-of-the-test-server-only'),
    clock: () => new Date(now),
    ...options,
  });
  return {
    guard,
    wait: (ms: number) => {
      now += ms;
    },
  };
}

const sent = (stamp: string, extra: Record<string, string> = {}) => ({
  [PUBLIC_FORM_FIELDS.stamp]: stamp,
  [PUBLIC_FORM_FIELDS.honeypot]: '',
  ...extra,
});

describe('createPublicFormGuard', () => {
  it('accepts a form sent 3 seconds or more after it was served', () => {
    const { guard, wait } = guardAt();
    const stamp = guard.stamp();
    wait(3_000);
    expect(guard.check(sent(stamp), '10.0.0.1')).toEqual({ kind: 'accept' });
  });

  it('refuses one sent sooner, with a Spanish message (400)', () => {
    const { guard, wait } = guardAt();
    const stamp = guard.stamp();
    wait(2_999);
    expect(guard.check(sent(stamp), '10.0.0.1')).toEqual({
      kind: 'refuse',
      status: 400,
      message: PUBLIC_FORM_MESSAGES.tooFast,
    });
  });

  it('refuses in the language of the page the form was sent from', () => {
    const { guard, wait } = guardAt({ maxPerAddress: 1 });
    const stamp = guard.stamp();
    wait(1_000);
    expect(guard.check(sent(stamp), '10.0.0.1', 'fr')).toEqual({
      kind: 'refuse',
      status: 400,
      message:
        'Par sécurité, le formulaire a besoin de quelques secondes de plus. Vos informations sont toujours là : vérifiez-les et renvoyez le formulaire.',
    });
    expect(guard.check(sent(stamp), '10.0.0.1', 'en')).toEqual({
      kind: 'refuse',
      status: 429,
      message: PUBLIC_FORM_MESSAGES_BY_LANG.en.tooMany,
    });
    expect(guard.check(sent(stamp), '10.0.0.1', 'es')).toMatchObject({
      message: PUBLIC_FORM_MESSAGES.tooMany,
    });
    expect(PUBLIC_FORM_MESSAGES_BY_LANG.es).toBe(PUBLIC_FORM_MESSAGES);
  });

  it('takes a server’s own fill time, and still refuses a forged stamp at 0', () => {
    const { guard } = guardAt({ minFillMs: 0, maxPerAddress: 10 });
    expect(guard.check(sent(guard.stamp()), '10.0.0.1')).toEqual({ kind: 'accept' });
    const stamp = guard.stamp();
    expect(guard.check(sent(`${stamp.split('.')[0] ?? ''}.falsa`), '10.0.0.1')).toMatchObject({
      status: 400,
    });
    const slow = guardAt({ minFillMs: 10_000 });
    const early = slow.guard.stamp();
    slow.wait(9_999);
    expect(slow.guard.check(sent(early), '10.0.0.1')).toMatchObject({ status: 400 });
    slow.wait(1);
    expect(slow.guard.check(sent(early), '10.0.0.1')).toEqual({ kind: 'accept' });
  });

  it('refuses a missing, forged or day-old stamp like a fast one', () => {
    const { guard, wait } = guardAt({ maxPerAddress: 10 });
    const stamp = guard.stamp();
    const [issued] = stamp.split('.');
    wait(10_000);
    const older = `${String(Number(issued) - 60_000)}.${stamp.split('.')[1] ?? ''}`;
    for (const bad of ['', 'nada', older, `${issued ?? ''}.AAAA`]) {
      expect(guard.check(sent(bad), '10.0.0.2')).toMatchObject({ kind: 'refuse', status: 400 });
    }
    wait(24 * 60 * 60 * 1000);
    expect(guard.check(sent(stamp), '10.0.0.2')).toMatchObject({ kind: 'refuse', status: 400 });
  });

  it('ignores whoever fills the hidden field, even with a good stamp, and does not count it', () => {
    const { guard, wait } = guardAt({ maxPerAddress: 1 });
    const stamp = guard.stamp();
    wait(5_000);
    const robot = sent(stamp, { [PUBLIC_FORM_FIELDS.honeypot]: 'https://spam.example' });
    expect(guard.check(robot, '10.0.0.3')).toEqual({ kind: 'ignore' });
    expect(guard.check(sent(stamp), '10.0.0.3')).toEqual({ kind: 'accept' });
  });

  it('lets an address send 5 an hour, then answers 429 until the hour has passed', () => {
    const { guard, wait } = guardAt();
    const stamp = guard.stamp();
    wait(5_000);
    for (let index = 0; index < 5; index++) {
      expect(guard.check(sent(stamp), '10.0.0.4').kind).toBe('accept');
    }
    expect(guard.check(sent(stamp), '10.0.0.4')).toEqual({
      kind: 'refuse',
      status: 429,
      message: PUBLIC_FORM_MESSAGES.tooMany,
    });
    // Another address is not held back by this one.
    expect(guard.check(sent(stamp), '10.0.0.5').kind).toBe('accept');
    wait(60 * 60 * 1000);
    expect(guard.check(sent(guard.stamp()), '10.0.0.4')).toMatchObject({ status: 400 });
  });

  it('keeps track of 10,000 addresses at most: a spray of new ones pushes out the first seen', () => {
    const { guard, wait } = guardAt();
    const stamp = guard.stamp();
    wait(5_000);
    for (let index = 0; index < 5; index++) guard.check(sent(stamp), '10.0.0.4');
    expect(guard.check(sent(stamp), '10.0.0.4').kind).toBe('refuse');
    for (let index = 0; index <= 10_000; index++) {
      expect(guard.check(sent(stamp), `2001:db8::${index.toString(16)}`).kind).toBe('accept');
    }
    // Within the same hour, the first address was forgotten to bound the memory.
    expect(guard.check(sent(stamp), '10.0.0.4').kind).toBe('accept');
  });
});

describe('parseFormBody', () => {
  it('reads each field as text, the last of a repeated name, and `__proto__` as a plain field', () => {
    const fields = parseFormBody('a=1&b=dos+palabras&a=3&__proto__=x&c=%C3%B1');
    expect(Object.entries(fields)).toEqual([
      ['a', '3'],
      ['b', 'dos palabras'],
      ['__proto__', 'x'],
      ['c', 'ñ'],
    ]);
    expect(Object.getPrototypeOf(fields)).toBeNull();
  });
});
