// @time-zones
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SUPPLY_SEED_2025, SUPPLY_SEED_YEAR } from '@lbj/shared';
import { CONSOLE, createAuditLog } from '../../lib/audit.ts';
import { openDatabase, type DatabaseHandle } from '../../lib/db.ts';
import { createSuppliesRepository, type SuppliesRepository } from './supplies.repository.ts';
import { createSuppliesService, type SuppliesService } from './supplies.service.ts';

// The service on its own database, without the app: what the routes cannot show (the import's
// answer, the published list kept in memory and when it is read again).

const NOW = new Date('2026-11-23T15:04:05.000Z');

let dir: string;
let database: DatabaseHandle;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lbj-supplies-'));
  database = openDatabase(dir);
});
afterEach(async () => {
  await database.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const realRepository = () => createSuppliesRepository(database.db);

const serviceOn = (repository: SuppliesRepository = realRepository()): SuppliesService =>
  createSuppliesService({
    repository,
    audit: createAuditLog({ db: database.db, clock: () => NOW, log: console }),
    clock: () => NOW,
  });

/** A repository whose reads of the state go through `state` (writes stay real). */
const withState = (state: SuppliesRepository['state']): SuppliesRepository => ({
  ...realRepository(),
  state,
});

describe('the import of the 2025 list', () => {
  it('answers true the first time only, also for a new service on the same database', async () => {
    const service = serviceOn();
    expect(await service.seed()).toBe(true);
    expect(await service.seed()).toBe(false);
    expect(await serviceOn().seed()).toBe(false);
    expect(await realRepository().state()).toEqual({
      publishedYear: SUPPLY_SEED_YEAR,
      seeded: true,
    });
  });

  it('answers false over a 2025 list already in the database, and keeps its lines', async () => {
    const lines = [{ tipo: 'util' as const, texto: 'Estuche' }];
    await realRepository().saveLevel(SUPPLY_SEED_YEAR, 'kinder', lines, NOW.toISOString());
    expect(await serviceOn().seed()).toBe(false);
    const levels = await realRepository().levelsOf(SUPPLY_SEED_YEAR);
    expect(levels.map((level) => [level.level, level.lines])).toEqual([['kinder', lines]]);
    expect((await realRepository().state()).seeded).toBe(true);
  });

  it('keeps the published year of a database that already has one', async () => {
    const repository = realRepository();
    await repository.saveLevel(2026, 'kinder', SUPPLY_SEED_2025.kinder, NOW.toISOString());
    await repository.setPublishedYear(2026);
    expect(await serviceOn().seed()).toBe(true);
    expect(await repository.state()).toEqual({ publishedYear: 2026, seeded: true });
  });

  it('drops a published list read before it (none yet): the next read sees 2025', async () => {
    const service = serviceOn();
    expect(await service.publishedList()).toBeNull();
    await service.seed();
    expect(await service.publishedList()).toMatchObject({ anio: 2025, vigente: true });
  });
});

describe('the published list in memory', () => {
  it('is one read shared by every page until a write drops it', async () => {
    const service = serviceOn();
    await service.seed();
    const first = service.publishedList();
    expect(service.publishedList()).toBe(first);
    expect(await first).toMatchObject({ anio: 2025 });
    expect(service.publishedList()).toBe(first);

    await service.publish(CONSOLE, 2025);
    const next = service.publishedList();
    expect(next).not.toBe(first);
    expect(service.publishedList()).toBe(next);
  });

  it('is not kept when its read fails: the next page asks the database again', async () => {
    await serviceOn().seed();
    let failures = 1;
    const real = realRepository();
    const service = serviceOn(
      withState(() => (failures-- > 0 ? Promise.reject(new Error('disco ocupado')) : real.state())),
    );
    await expect(service.publishedList()).rejects.toThrow('disco ocupado');
    expect(await service.publishedList()).toMatchObject({ anio: 2025, vigente: true });
  });

  it('a failed read that a write already replaced does not drop the newer read', async () => {
    await serviceOn().seed();
    const real = realRepository();
    let fail: (error: Error) => void = () => undefined;
    let calls = 0;
    const service = serviceOn(
      withState(() => {
        calls += 1;
        if (calls > 1) return real.state();
        return new Promise((_resolve, reject) => {
          fail = reject;
        });
      }),
    );
    const stale = service.publishedList();
    await service.publish(CONSOLE, 2025);
    const fresh = service.publishedList();
    expect(fresh).not.toBe(stale);

    fail(new Error('disco ocupado'));
    await expect(stale).rejects.toThrow('disco ocupado');
    expect(service.publishedList()).toBe(fresh);
    expect(await fresh).toMatchObject({ anio: 2025 });
    expect(calls).toBe(2);
  });
});
