/**
 * A feature's part of one schema version. The database stores the last version it ran in
 * `user_version`, so a step's version number is fixed forever once released: a change to the
 * schema is a new step with the next free version, never an edit of an old one.
 */
export interface MigrationStep {
  /** The schema version this step belongs to, from 1. */
  version: number;
  /** One or more SQL statements, for SQLite. */
  sql: string;
  /**
   * The same change for PostgreSQL: required for every version after POSTGRES_BASELINE_VERSION
   * (the earlier ones are in the features' PostgreSQL baselines).
   */
  postgres?: string;
}

/**
 * The schema version a new PostgreSQL database starts at: each feature's baseline creates its
 * tables as SQLite had them at this version, in one step (ADR 0050). Fixed forever.
 */
export const POSTGRES_BASELINE_VERSION = 16;

/** A feature's schema on both engines: its steps, and its tables on PostgreSQL at the baseline. */
export interface FeatureSchema {
  steps: readonly MigrationStep[];
  /** The feature's tables as they are at POSTGRES_BASELINE_VERSION; '' when it has none yet. */
  postgresBaseline: string;
}

/** PostgreSQL's migrations: the baseline, then one list per later version. */
export interface PostgresMigrations {
  /** Every feature's baseline, in the order of the features. */
  baseline: readonly string[];
  /** Entry `version - POSTGRES_BASELINE_VERSION - 1` holds the SQL of that version. */
  after: readonly (readonly string[])[];
}

/**
 * The features' PostgreSQL migrations (see composeMigrations for the order). Throws when a step
 * after the baseline has no PostgreSQL SQL: that version would be missing from PostgreSQL.
 */
export function composePostgresMigrations(features: readonly FeatureSchema[]): PostgresMigrations {
  const after: string[][] = [];
  for (const { steps } of features) {
    for (const step of steps) {
      if (step.version <= POSTGRES_BASELINE_VERSION) continue;
      if (step.postgres === undefined) {
        throw new Error(`Migration version ${String(step.version)} has no PostgreSQL SQL`);
      }
      (after[step.version - POSTGRES_BASELINE_VERSION - 1] ??= []).push(step.postgres);
    }
  }
  return {
    baseline: features.map((feature) => feature.postgresBaseline).filter((sql) => sql !== ''),
    after: Array.from(after, (steps) => steps ?? []),
  };
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
