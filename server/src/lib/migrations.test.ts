import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { migrate, SCHEMA_VERSION } from './db.ts';
import {
  composeMigrations,
  composePostgresMigrations,
  POSTGRES_BASELINE_VERSION,
} from './migrations.ts';

describe('composeMigrations', () => {
  it('gives one list per version, the steps of a version in the order of the features', () => {
    const composed = composeMigrations([
      [
        { version: 1, sql: 'a1' },
        { version: 3, sql: 'a3' },
      ],
      [
        { version: 1, sql: 'b1' },
        { version: 2, sql: 'b2' },
      ],
    ]);
    expect(composed).toEqual([['a1', 'b1'], ['b2'], ['a3']]);
  });

  it('refuses a version that no feature declares, and a version that is not a positive integer', () => {
    expect(() =>
      composeMigrations([[{ version: 1, sql: 'a' }], [{ version: 3, sql: 'c' }]]),
    ).toThrow('No migration step for schema version 2');
    expect(() => composeMigrations([[{ version: 0, sql: 'a' }]])).toThrow('not a positive integer');
    expect(() => composeMigrations([[{ version: 1.5, sql: 'a' }]])).toThrow(
      'not a positive integer',
    );
  });
});

describe('composePostgresMigrations', () => {
  const later = POSTGRES_BASELINE_VERSION + 1;

  it('starts from the features’ baselines, then takes the PostgreSQL SQL of each later step', () => {
    const composed = composePostgresMigrations([
      {
        postgresBaseline: 'a-base',
        steps: [
          { version: 1, sql: 'a1' },
          { version: later, sql: 'a-sqlite', postgres: 'a-pg' },
        ],
      },
      { postgresBaseline: '', steps: [{ version: later, sql: 'b-sqlite', postgres: 'b-pg' }] },
    ]);
    expect(composed).toEqual({ baseline: ['a-base'], after: [['a-pg', 'b-pg']] });
  });

  it('refuses a step after the baseline that has no PostgreSQL SQL', () => {
    expect(() =>
      composePostgresMigrations([
        { postgresBaseline: 'a', steps: [{ version: later, sql: 'only-sqlite' }] },
      ]),
    ).toThrow(`Migration version ${String(later)} has no PostgreSQL SQL`);
  });
});

describe('the composed schema', () => {
  it('creates the users and news tables in version 1, in that order, and every table by the last', () => {
    const sqlite = new Database(':memory:');
    try {
      migrate(sqlite, 1);
      const tables = () =>
        (
          sqlite
            .prepare("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY rowid")
            .all() as { name: string }[]
        ).map((row) => row.name);
      expect(tables()).toEqual(['users', 'news', 'sqlite_sequence']);
      migrate(sqlite);
      expect(sqlite.pragma('user_version', { simple: true })).toBe(SCHEMA_VERSION);
      expect(tables()).toEqual(
        expect.arrayContaining([
          'gallery_photos',
          'news_fts',
          'audit_log',
          'notice',
          'documents',
          'document_versions',
          'document_imports',
          'supply_levels',
          'supply_lines',
          'supply_state',
        ]),
      );
    } finally {
      sqlite.close();
    }
  });
});
