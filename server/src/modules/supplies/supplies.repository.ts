import type { SupplyLevelId, SupplyLine, SupplyLineKind } from '@lbj/shared';
import type { Db } from '../../lib/db.ts';

/** A saved level of a year: its lines in order, its version and last save. */
export interface StoredLevel {
  level: SupplyLevelId;
  version: number;
  updatedAt: string;
  lines: SupplyLine[];
}

interface StoredYearSummary {
  year: number;
  levelsWithLines: number;
  updatedAt: string | null;
}

interface SupplyState {
  publishedYear: number | null;
  seeded: boolean;
}

export interface SuppliesRepository {
  /** Every saved level of the year (levels never saved are absent). */
  levelsOf(year: number): Promise<StoredLevel[]>;
  /** The saved version of one level, or 0 when it was never saved. */
  versionOf(year: number, level: SupplyLevelId): Promise<number>;
  /** Replaces the level's lines and bumps its version; returns the new version. */
  saveLevel(
    year: number,
    level: SupplyLevelId,
    lines: readonly SupplyLine[],
    now: string,
  ): Promise<number>;
  /** Lines stored for the year, all levels together. */
  lineCount(year: number): Promise<number>;
  /** Every year that has a saved level, newest first. */
  years(): Promise<StoredYearSummary[]>;
  state(): Promise<SupplyState>;
  setPublishedYear(year: number): Promise<void>;
  markSeeded(): Promise<void>;
  /**
   * Runs `fn` in one transaction with a repository (and the handle, for the activity log) bound
   * to it: a check and the change it allows cannot be split by another request.
   */
  transaction<T>(fn: (supplies: SuppliesRepository, db: Db) => Promise<T>): Promise<T>;
}

/** The only code that touches the supply_* tables. */
export function createSuppliesRepository(db: Db): SuppliesRepository {
  return {
    levelsOf: async (year) => {
      const levels = await db
        .selectFrom('supply_levels')
        .select(['level', 'version', 'updated_at'])
        .where('year', '=', year)
        .execute();
      const lines = await db
        .selectFrom('supply_lines')
        .select(['level', 'kind', 'text', 'detail'])
        .where('year', '=', year)
        .orderBy('level')
        .orderBy('position')
        .execute();
      return levels.map((row) => ({
        level: row.level as SupplyLevelId,
        version: row.version,
        updatedAt: row.updated_at,
        lines: lines
          .filter((line) => line.level === row.level)
          .map((line) => {
            const kind = line.kind as SupplyLineKind;
            return line.detail === null
              ? { tipo: kind, texto: line.text }
              : { tipo: kind, texto: line.text, detalle: line.detail };
          }),
      }));
    },

    versionOf: async (year, level) => {
      const row = await db
        .selectFrom('supply_levels')
        .select('version')
        .where('year', '=', year)
        .where('level', '=', level)
        .executeTakeFirst();
      return row?.version ?? 0;
    },

    saveLevel: async (year, level, lines, now) => {
      const version = (await createSuppliesRepository(db).versionOf(year, level)) + 1;
      await db
        .insertInto('supply_levels')
        .values({ year, level, version, updated_at: now })
        .onConflict((oc) => oc.columns(['year', 'level']).doUpdateSet({ version, updated_at: now }))
        .execute();
      await db
        .deleteFrom('supply_lines')
        .where('year', '=', year)
        .where('level', '=', level)
        .execute();
      if (lines.length > 0) {
        await db
          .insertInto('supply_lines')
          .values(
            lines.map((line, position) => ({
              year,
              level,
              position,
              kind: line.tipo,
              text: line.texto,
              detail: line.detalle ?? null,
            })),
          )
          .execute();
      }
      return version;
    },

    lineCount: async (year) => {
      const row = await db
        .selectFrom('supply_lines')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('year', '=', year)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    years: async () => {
      const rows = await db
        .selectFrom('supply_levels')
        .select((eb) => [
          'year',
          eb.fn.max('updated_at').as('updatedAt'),
          eb.fn
            .count<number>(
              eb
                .case()
                .when(
                  eb.exists(
                    eb
                      .selectFrom('supply_lines')
                      .select('position')
                      .whereRef('supply_lines.year', '=', 'supply_levels.year')
                      .whereRef('supply_lines.level', '=', 'supply_levels.level'),
                  ),
                )
                .then(1)
                .end(),
            )
            .as('levelsWithLines'),
        ])
        .groupBy('year')
        .orderBy('year', 'desc')
        .execute();
      return rows.map((row) => ({
        year: row.year,
        levelsWithLines: Number(row.levelsWithLines),
        updatedAt: row.updatedAt,
      }));
    },

    state: async () => {
      const row = await db
        .selectFrom('supply_state')
        .select(['published_year', 'seeded'])
        .where('id', '=', 1)
        .executeTakeFirst();
      return { publishedYear: row?.published_year ?? null, seeded: row?.seeded === 1 };
    },

    setPublishedYear: async (year) => {
      await db
        .updateTable('supply_state')
        .set({ published_year: year })
        .where('id', '=', 1)
        .execute();
    },

    markSeeded: async () => {
      await db.updateTable('supply_state').set({ seeded: 1 }).where('id', '=', 1).execute();
    },

    transaction: (fn) => db.transaction().execute((trx) => fn(createSuppliesRepository(trx), trx)),
  };
}
