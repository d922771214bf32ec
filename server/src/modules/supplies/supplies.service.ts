import {
  SUPPLY_LEVELS,
  SUPPLY_MESSAGES,
  SUPPLY_SEED_2025,
  SUPPLY_SEED_YEAR,
  supplyLevelName,
  type SupplyLevel,
  type SupplyLevelId,
  type SupplyLine,
  type SupplyYear,
  type SupplyYears,
} from '@lbj/shared';
import type { Actor, AuditRecorder } from '../../lib/audit.ts';
import { singleProcessFeed, type ChangeFeed } from '../../lib/change-feed.ts';
import { ConflictError, NotFoundError } from '../../lib/errors.ts';
import type { Clock } from '../../lib/feature-module.ts';
import type { StoredLevel, SuppliesRepository } from './supplies.repository.ts';

export interface SuppliesService {
  /**
   * At start: imports the 2025 list that the site showed from its source code, once. Returns
   * whether it imported anything (never again once done, even if staff later empty 2025).
   */
  seed(): Promise<boolean>;
  /** The year families see, whole; null before any list exists. */
  publishedList(): Promise<SupplyYear | null>;
  /**
   * One year. A visitor sees only the published year (a year in preparation is a 404 until
   * staff publish it); an administrator sees any.
   */
  year(year: number, asAdmin: boolean): Promise<SupplyYear>;
  years(): Promise<SupplyYears>;
  /** Replaces a level's lines (add, edit, reorder, remove are all "save the list"). */
  saveLevel(
    by: Actor,
    year: number,
    level: SupplyLevelId,
    input: { lines: readonly SupplyLine[]; version?: number },
  ): Promise<SupplyLevel>;
  /** Copies `from`'s levels onto `to`; refused when `to` has lines, unless confirmed. */
  copyYear(by: Actor, to: number, from: number, confirm: boolean): Promise<SupplyYear>;
  /** Makes `year` the one families see. */
  publish(by: Actor, year: number): Promise<{ vigente: number }>;
}

/** Every level in order, the saved ones with their lines, the others empty. */
function yearView(year: number, published: number | null, stored: StoredLevel[]): SupplyYear {
  return {
    anio: year,
    vigente: year === published,
    niveles: SUPPLY_LEVELS.map(({ id, nombre }) => {
      const level = stored.find((candidate) => candidate.level === id);
      return {
        nivel: id,
        nombre,
        lineas: level?.lines ?? [],
        version: level?.version ?? 0,
        actualizado: level?.updatedAt ?? null,
      };
    }),
  };
}

export function createSuppliesService(deps: {
  repository: SuppliesRepository;
  audit: AuditRecorder;
  clock: Clock;
  /** The other server processes' writes of the list, and this one's for them (ADR 0052). */
  changes?: ChangeFeed;
}): SuppliesService {
  const { repository, audit, clock, changes = singleProcessFeed } = deps;
  // The published list is read by every page that shows the list or its year: kept in memory
  // and dropped at each write, this process's or (told by the change feed) another's, and kept
  // no longer than the feed's epoch in any case.
  let published: Promise<SupplyYear | null> | null = null;
  let readInEpoch = 0;
  const dropped = () => {
    published = null;
  };
  const changed = () => {
    dropped();
    changes.publish('supplies');
  };
  changes.subscribe('supplies', dropped);

  const loadPublished = async (): Promise<SupplyYear | null> => {
    const { publishedYear } = await repository.state();
    if (publishedYear === null) return null;
    return yearView(publishedYear, publishedYear, await repository.levelsOf(publishedYear));
  };

  return {
    seed: async () => {
      const imported = await repository.transaction(async (supplies) => {
        const state = await supplies.state();
        if (state.seeded) return false;
        const now = clock().toISOString();
        // A database that already holds a 2025 list (restored, say) keeps it.
        const hasLines = (await supplies.lineCount(SUPPLY_SEED_YEAR)) > 0;
        if (!hasLines) {
          for (const { id } of SUPPLY_LEVELS) {
            await supplies.saveLevel(SUPPLY_SEED_YEAR, id, SUPPLY_SEED_2025[id], now);
          }
        }
        if (state.publishedYear === null) await supplies.setPublishedYear(SUPPLY_SEED_YEAR);
        await supplies.markSeeded();
        return !hasLines;
      });
      changed();
      return imported;
    },

    publishedList: () => {
      if (published === null || readInEpoch !== changes.epoch()) {
        const load = loadPublished();
        published = load;
        readInEpoch = changes.epoch();
        // A failed read is not kept: the next page asks the database again.
        load.catch(() => {
          if (published === load) dropped();
        });
        return load;
      }
      return published;
    },

    year: async (year, asAdmin) => {
      const { publishedYear } = await repository.state();
      if (!asAdmin && year !== publishedYear) {
        throw new NotFoundError(SUPPLY_MESSAGES.yearNotFound(year));
      }
      return yearView(year, publishedYear, await repository.levelsOf(year));
    },

    years: async () => {
      const [{ publishedYear }, years] = await Promise.all([
        repository.state(),
        repository.years(),
      ]);
      return {
        vigente: publishedYear,
        anios: years.map((row) => ({
          anio: row.year,
          niveles_con_lineas: row.levelsWithLines,
          actualizado: row.updatedAt,
        })),
      };
    },

    saveLevel: async (by, year, level, { lines, version }) => {
      const now = clock().toISOString();
      const saved = await repository.transaction(async (supplies, db) => {
        const current = await supplies.versionOf(year, level);
        if (version !== undefined && version !== current) {
          throw new ConflictError(SUPPLY_MESSAGES.staleLevel(supplyLevelName(level)));
        }
        const next = await supplies.saveLevel(year, level, lines, now);
        await audit.recordIn(db, by, {
          accion: 'utiles.guardar',
          detalle: SUPPLY_MESSAGES.auditSaved(year, supplyLevelName(level), lines.length),
        });
        return next;
      });
      changed();
      return {
        nivel: level,
        nombre: supplyLevelName(level),
        lineas: lines.map((line) =>
          line.detalle === undefined
            ? { tipo: line.tipo, texto: line.texto }
            : { tipo: line.tipo, texto: line.texto, detalle: line.detalle },
        ),
        version: saved,
        actualizado: now,
      };
    },

    copyYear: async (by, to, from, confirm) => {
      const now = clock().toISOString();
      const view = await repository.transaction(async (supplies, db) => {
        const source = (await supplies.levelsOf(from)).filter((level) => level.lines.length > 0);
        if (source.length === 0) throw new NotFoundError(SUPPLY_MESSAGES.sourceEmpty(from));
        const replaced = (await supplies.lineCount(to)) > 0;
        if (replaced && !confirm) throw new ConflictError(SUPPLY_MESSAGES.targetHasLines(to));
        for (const { id } of SUPPLY_LEVELS) {
          const lines = source.find((level) => level.level === id)?.lines ?? [];
          // A level that is empty in both years stays unsaved.
          if (lines.length > 0 || (await supplies.versionOf(to, id)) > 0) {
            await supplies.saveLevel(to, id, lines, now);
          }
        }
        await audit.recordIn(db, by, {
          accion: 'utiles.copiar',
          detalle: SUPPLY_MESSAGES.auditCopied(from, to, replaced),
        });
        const { publishedYear } = await supplies.state();
        return yearView(to, publishedYear, await supplies.levelsOf(to));
      });
      changed();
      return view;
    },

    publish: async (by, year) => {
      await repository.transaction(async (supplies, db) => {
        if ((await supplies.lineCount(year)) === 0) {
          throw new ConflictError(SUPPLY_MESSAGES.publishEmpty(year));
        }
        await supplies.setPublishedYear(year);
        await audit.recordIn(db, by, {
          accion: 'utiles.publicar',
          detalle: SUPPLY_MESSAGES.auditPublished(year),
        });
      });
      changed();
      return { vigente: year };
    },
  };
}
