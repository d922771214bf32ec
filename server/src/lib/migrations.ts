/**
 * A feature's part of one schema version. The database stores the last version it ran in
 * `user_version`, so a step's version number is fixed forever once released: a change to the
 * schema is a new step with the next free version, never an edit of an old one.
 */
export interface MigrationStep {
  /** The schema version this step belongs to, from 1. */
  version: number;
  /** One or more SQL statements. */
  sql: string;
}

/**
 * The features' steps as one list per version: entry `version - 1` holds the SQL of that version,
 * in the order of `features` (version 1 creates the users table, then the news table). Throws when
 * a version between 1 and the highest has no step, or a step's version is not a positive integer:
 * the database would skip or misnumber a version.
 */
export function composeMigrations(
  features: readonly (readonly MigrationStep[])[],
): readonly (readonly string[])[] {
  const byVersion: string[][] = [];
  for (const steps of features) {
    for (const { version, sql } of steps) {
      if (!Number.isInteger(version) || version < 1) {
        throw new Error(`Migration version ${String(version)} is not a positive integer`);
      }
      (byVersion[version - 1] ??= []).push(sql);
    }
  }
  // A sparse array: a version no feature declared is a hole that the loop below finds.
  for (let index = 0; index < byVersion.length; index++) {
    if (byVersion[index] === undefined) {
      throw new Error(`No migration step for schema version ${String(index + 1)}`);
    }
  }
  return byVersion;
}
