// The cache of what is made from a read of public news (the feed, the sitemap): kept until the next
// news write or the read's own moment, whichever is first; a read that raced a write is not kept.
import { describe, expect, it } from 'vitest';
import { cacheUntilChange } from './news.read-cache.ts';

const NOW = new Date('2026-03-14T15:09:26.000Z');

function counted(until = Infinity) {
  let generation = 0;
  let clock = NOW;
  let reads = 0;
  let duringRead = () => undefined as void;
  const cached = cacheUntilChange(
    { generation: () => generation },
    () => clock,
    () => {
      reads++;
      duringRead();
      return Promise.resolve({ value: reads, until });
    },
    (value) => `lectura ${String(value)}`,
  );
  return {
    cached,
    reads: () => reads,
    write: () => void generation++,
    at: (time: Date) => void (clock = time),
    raceNextRead: () => {
      duringRead = () => {
        generation++;
        duringRead = () => undefined;
      };
    },
  };
}

describe('cacheUntilChange', () => {
  it('reads once until a write, then once again', async () => {
    const c = counted();
    expect(await c.cached()).toBe('lectura 1');
    expect(await c.cached()).toBe('lectura 1');
    expect(c.reads()).toBe(1);
    c.write();
    expect(await c.cached()).toBe('lectura 2');
    expect(await c.cached()).toBe('lectura 2');
    expect(c.reads()).toBe(2);
  });

  it('reads again from the moment the read stops holding', async () => {
    const c = counted(NOW.getTime() + 1000);
    expect(await c.cached()).toBe('lectura 1');
    c.at(new Date(NOW.getTime() + 999));
    expect(await c.cached()).toBe('lectura 1');
    c.at(new Date(NOW.getTime() + 1000));
    expect(await c.cached()).toBe('lectura 2');
  });

  it('uses a read that raced a write once, then reads again', async () => {
    const c = counted();
    c.raceNextRead();
    expect(await c.cached()).toBe('lectura 1');
    expect(await c.cached()).toBe('lectura 2');
    expect(await c.cached()).toBe('lectura 2');
    expect(c.reads()).toBe(2);
  });

  it('peeks at the kept value while it holds, without reading', async () => {
    const c = counted(NOW.getTime() + 1000);
    expect(c.cached.peek()).toBeUndefined();
    expect(c.reads()).toBe(0);
    const first = await c.cached();
    expect(c.cached.peek()).toBe(first);
    c.at(new Date(NOW.getTime() + 1000));
    expect(c.cached.peek()).toBeUndefined();
    c.at(NOW);
    expect(c.cached.peek()).toBe(first);
    c.write();
    expect(c.cached.peek()).toBeUndefined();
    expect(c.reads()).toBe(1);
  });

  it('has nothing to peek at after a read that raced a write', async () => {
    const c = counted();
    c.raceNextRead();
    await c.cached();
    expect(c.cached.peek()).toBeUndefined();
  });
});
