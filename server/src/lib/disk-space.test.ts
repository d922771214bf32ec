import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createDiskSpace, isNoSpaceError, RESERVE_FILE } from './disk-space.ts';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

/** A disk whose free space the test sets (4 KiB blocks). */
function fakeDisk(freeBytes: number) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lbj-disk-'));
  dirs.push(dir);
  const disk = { free: freeBytes };
  const statfs = (at: string) => {
    expect(at).toBe(dir);
    return Promise.resolve({ bavail: Math.floor(disk.free / 4096), bsize: 4096 });
  };
  return { dir, disk, statfs };
}

describe('disk space', () => {
  it('reports free space and a low state below the margin', async () => {
    const { dir, disk, statfs } = fakeDisk(10 * 4096);
    const space = createDiskSpace({ dir, marginBytes: 8 * 4096, reserveBytes: 0, statfs });
    expect(await space.status()).toEqual({ freeBytes: 40960, state: 'ok', reserveHeld: false });
    disk.free = 7 * 4096;
    expect((await space.status()).state).toBe('low');
    disk.free = 8 * 4096;
    expect((await space.status()).state).toBe('ok');
  });

  it('never lets uploads into the reserve’s space: the floor is the larger of margin and reserve', async () => {
    const { dir, disk, statfs } = fakeDisk(100 * 4096);
    const space = createDiskSpace({ dir, marginBytes: 10 * 4096, reserveBytes: 40 * 4096, statfs });
    expect(await space.hasRoomFor(60 * 4096)).toBe(true);
    expect(await space.hasRoomFor(60 * 4096 + 1)).toBe(false);
    disk.free = 39 * 4096;
    expect((await space.status()).state).toBe('low');
  });

  it('has room for an upload only if the margin stays free after it', async () => {
    const { dir, statfs } = fakeDisk(100 * 4096);
    const space = createDiskSpace({ dir, marginBytes: 50 * 4096, reserveBytes: 0, statfs });
    expect(await space.hasRoomFor(50 * 4096)).toBe(true);
    expect(await space.hasRoomFor(50 * 4096 + 1)).toBe(false);
  });

  it('takes a reserve of real bytes, releases it on demand, and takes it again when space is back', async () => {
    const { dir, disk, statfs } = fakeDisk(1024 * 1024 * 1024);
    const reserveBytes = 1024 * 1024 + 4096; // more than one 1 MiB chunk
    const space = createDiskSpace({ dir, marginBytes: 4096, reserveBytes, statfs });
    expect(await space.ensureReserve()).toBe(true);
    const file = path.join(dir, RESERVE_FILE);
    expect(fs.statSync(file).size).toBe(reserveBytes);
    expect(fs.readFileSync(file).every((byte) => byte === 0x5a)).toBe(true);
    expect(await space.ensureReserve()).toBe(false);
    expect((await space.status()).reserveHeld).toBe(true);

    expect(await space.releaseReserve()).toBe(true);
    expect(fs.existsSync(file)).toBe(false);
    expect(await space.releaseReserve()).toBe(false);

    // The reserve is taken only if, once taken, free space stays at or above the floor (the
    // larger of the margin and the reserve itself).
    disk.free = 2 * reserveBytes - 4096;
    expect(await space.ensureReserve()).toBe(false);
    expect(fs.existsSync(file)).toBe(false);
    disk.free = 2 * reserveBytes;
    expect(await space.ensureReserve()).toBe(true);
    expect(fs.readdirSync(dir)).toEqual([RESERVE_FILE]);
  });

  it('takes no reserve when its size is 0', async () => {
    const { dir, statfs } = fakeDisk(1024 * 1024);
    const space = createDiskSpace({ dir, marginBytes: 0, reserveBytes: 0, statfs });
    expect(await space.ensureReserve()).toBe(false);
    expect(fs.readdirSync(dir)).toEqual([]);
  });

  it('measures the real file system by default', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lbj-disk-'));
    dirs.push(dir);
    const status = await createDiskSpace({ dir, marginBytes: 0, reserveBytes: 0 }).status();
    expect(status.freeBytes).toBeGreaterThan(0);
  });
});

describe('a reserve that cannot be written', () => {
  it('is not taken, leaves no partial file, and says so instead of failing', async () => {
    const { dir, statfs } = fakeDisk(1024 * 1024 * 1024);
    const space = createDiskSpace({ dir, marginBytes: 4096, reserveBytes: 8192, statfs });
    // DATA_DIR gone from under the running server: the reserve's file cannot be created.
    fs.rmSync(dir, { recursive: true });
    expect(await space.ensureReserve()).toBe(false);
    expect(fs.existsSync(path.join(dir, `${RESERVE_FILE}.tmp`))).toBe(false);
    expect((await space.status()).reserveHeld).toBe(false);
  });
});

describe('isNoSpaceError', () => {
  const withCode = (code: string) => Object.assign(new Error(code), { code });

  it('knows ENOSPC, EDQUOT and SQLITE_FULL, also as a cause', () => {
    expect(isNoSpaceError(withCode('ENOSPC'))).toBe(true);
    expect(isNoSpaceError(withCode('EDQUOT'))).toBe(true);
    expect(isNoSpaceError(withCode('SQLITE_FULL'))).toBe(true);
    expect(isNoSpaceError(new Error('wrapped', { cause: withCode('ENOSPC') }))).toBe(true);
  });

  it('is false for other errors and non-errors', () => {
    for (const code of ['EACCES', 'EIO', 'EMFILE', 'SQLITE_BUSY']) {
      expect(isNoSpaceError(withCode(code))).toBe(false);
    }
    expect(isNoSpaceError(new Error('x'))).toBe(false);
    expect(isNoSpaceError(null)).toBe(false);
    expect(isNoSpaceError('ENOSPC')).toBe(false);
  });

  it('follows at most five errors down the cause chain, and stops on a loop', () => {
    const wrapped = (depth: number): unknown =>
      depth === 0
        ? withCode('ENOSPC')
        : new Error(`capa ${String(depth)}`, { cause: wrapped(depth - 1) });
    expect(isNoSpaceError(wrapped(4))).toBe(true);
    expect(isNoSpaceError(wrapped(5))).toBe(false);
    const loop: Error & { cause?: unknown } = new Error('bucle');
    loop.cause = loop;
    expect(isNoSpaceError(loop)).toBe(false);
  });
});
