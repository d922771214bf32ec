// @time-zones
import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { openDatabase, type DatabaseHandle } from './lib/db.ts';
import { RESERVE_FILE } from './lib/disk-space.ts';
import { pageBanners } from './lib/feature-composition.ts';
import type { FeatureModule, PageRequestContext } from './lib/feature-module.ts';
import { sweepOrphanImages } from './lib/orphan-sweep.ts';
import { createAdmin } from './test/admin.ts';
import { createTestApp, type TestApp } from './test/helpers.ts';

// What buildApp wires itself: the disk watch, the server's timeouts, what closing the app
// closes, and the helpers that combine the feature modules (banners, the orphan sweep).

const MB = 1024 * 1024;
let t: TestApp | undefined;
afterEach(async () => {
  vi.useRealTimers();
  await t?.close();
  t = undefined;
});

/** A disk whose free space the test sets; counts how often it is asked. */
function fakeDisk() {
  const disk = { freeBytes: 10_000 * MB, asked: 0 };
  const statfs = () => {
    disk.asked++;
    return Promise.resolve({ bavail: Math.floor(disk.freeBytes / 4096), bsize: 4096 });
  };
  return { disk, statfs };
}

/** An app with a 1 MB reserve and a 50 MB margin on a fake disk; only the intervals are fake. */
async function appOnFakeDisk() {
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
  const { disk, statfs } = fakeDisk();
  t = await createTestApp({ DISK_RESERVE_MB: '1', DISK_MIN_FREE_MB: '50' }, { statfs });
  return { app: t, disk, reserve: path.join(t.dataDir, RESERVE_FILE) };
}

describe('the disk watch', () => {
  it('every minute, releases the reserve while space is short and takes it again once there is room', async () => {
    const { disk, reserve } = await appOnFakeDisk();
    expect(fs.statSync(reserve).size).toBe(MB);

    disk.freeBytes = 10 * MB;
    vi.advanceTimersByTime(60_000);
    await vi.waitFor(() => expect(fs.existsSync(reserve)).toBe(false));

    disk.freeBytes = 10_000 * MB;
    vi.advanceTimersByTime(60_000);
    await vi.waitFor(() => expect(fs.statSync(reserve, { throwIfNoEntry: false })?.size).toBe(MB));
  });

  it('stops once the app is closed', async () => {
    const { app, disk } = await appOnFakeDisk();
    await app.app.close();
    const asked = disk.asked;
    vi.advanceTimersByTime(5 * 60_000);
    await new Promise((resolve) => setImmediate(resolve));
    expect(disk.asked).toBe(asked);
  });
});

describe('the server', () => {
  it('gives up on slow headers at the shorter of HEADERS_TIMEOUT_SECONDS and REQUEST_TIMEOUT_SECONDS', async () => {
    t = await createTestApp({ REQUEST_TIMEOUT_SECONDS: '20', HEADERS_TIMEOUT_SECONDS: '30' });
    expect(t.app.server.headersTimeout).toBe(20_000);
  });

  it('closes the database when the app is closed', async () => {
    let handle: DatabaseHandle | undefined;
    t = await createTestApp({}, { openDatabase: (dir) => (handle = openDatabase(dir)) });
    expect(handle?.sqlite.open).toBe(true);
    await t.app.close();
    expect(handle?.sqlite.open).toBe(false);
  });

  it('counts the administrators through its own database handle (npm start warns at none)', async () => {
    let opened = 0;
    const open = (dir: string) => {
      opened++;
      return openDatabase(dir);
    };
    t = await createTestApp({}, { openDatabase: open });
    expect(await t.app.countAdministrators()).toBe(0);
    await createAdmin(t.dataDir);
    expect(await t.app.countAdministrators()).toBe(1);
    expect(opened).toBe(1);
  });
});

const plugin: FeatureModule['plugin'] = (_app, _options, done) => {
  done();
};
const context: PageRequestContext = { url: new URL('https://colegio.example/'), cookies: {} };

describe('pageBanners', () => {
  it('puts the banners one after the other in module order, skipping modules without one', async () => {
    const banner = pageBanners([
      { plugin, pageBanner: () => '<p>uno</p>' },
      { plugin },
      { plugin, pageBanner: () => Promise.resolve(null) },
      { plugin, pageBanner: () => Promise.resolve('<p>dos</p>') },
    ]);
    expect(await banner(context)).toBe('<p>uno</p><p>dos</p>');
  });

  it('gives null when no module has anything to say', async () => {
    expect(await pageBanners([{ plugin }, { plugin, pageBanner: () => null }])(context)).toBeNull();
    expect(await pageBanners([])(context)).toBeNull();
  });
});

describe('sweepOrphanImages', () => {
  it('keeps the image keys of every module that has some, and returns what the sweep removed', async () => {
    const kept: Set<string>[] = [];
    const images = {
      sweep: (keep: ReadonlySet<string>) => {
        kept.push(new Set(keep));
        return Promise.resolve(2);
      },
    };
    const swept = await sweepOrphanImages(images, [
      { plugin, imageKeys: () => Promise.resolve(['a1', 'b2']) },
      { plugin },
      { plugin, imageKeys: () => Promise.resolve(['c3']) },
    ]);
    expect(swept).toBe(2);
    expect(kept).toEqual([new Set(['a1', 'b2', 'c3'])]);
  });

  it('tells the log how many files it removed, and says nothing when there were none', async () => {
    const warnings: object[] = [];
    const log = { warn: (details: object) => void warnings.push(details) };
    await sweepOrphanImages({ sweep: () => Promise.resolve(0) }, [{ plugin }], log);
    expect(warnings).toEqual([]);
    await sweepOrphanImages({ sweep: () => Promise.resolve(3) }, [{ plugin }], log);
    expect(warnings).toEqual([{ files: 3 }]);
  });
});
