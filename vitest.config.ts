import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { configDefaults, defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import { markedTests } from './scripts/time-zone-set.mjs';

type Resolve = TestProjectInlineConfiguration['resolve'];

/**
 * The server's tests that run on PostgreSQL too: the features' routes and repositories, through
 * test/helpers.ts's createTestApp (tests that read the SQLite file itself stay on SQLite).
 */
const POSTGRES_TEST_FILES = [
  'src/postgres.test.ts',
  'src/modules/news/news.test.ts',
  'src/modules/news/news.find.test.ts',
  'src/modules/news/news.edit.test.ts',
  'src/modules/calendar/calendar.test.ts',
  'src/modules/documents/documents.test.ts',
  'src/modules/supplies/supplies.test.ts',
  'src/modules/notice/notice.test.ts',
  'src/modules/admissions/admissions.test.ts',
  'src/modules/auth/admins.test.ts',
  'src/modules/auth/auth.test.ts',
  'src/modules/gallery/gallery-library.test.ts',
  'src/photo-take-down.test.ts',
  'src/modules/digest/digest.test.ts',
  'src/modules/digest/digest.staff.test.ts',
  'src/lib/mail-queue.test.ts',
  // Two server processes on one database (ADR 0052): PostgreSQL only.
  'src/several-processes.test.ts',
  // Portable backups and moves (ADR 0053): PostgreSQL and a bucket on one side.
  'src/portable-backups.test.ts',
];

/**
 * The server's test files that load a library other than the rest do: the real argon2 rather
 * than test/setup.ts's cheap one, pino-pretty told that the terminal shows colours. They run in a
 * process of their own each, since the other server files share their workers' modules.
 */
const OWN_MODULE_FILES = ['src/modules/auth/passwords.test.ts', 'src/lib/logger.colour.test.ts'];

/** What the server's projects share. */
const SERVER_TESTS = {
  root: './server',
  environment: 'node',
  // Cheap password hashing for the tests (argon2's cost, set in test/setup.ts alone).
  setupFiles: [
    fileURLToPath(new URL('./vitest.wait-limit.ts', import.meta.url)),
    fileURLToPath(new URL('./server/src/test/setup.ts', import.meta.url)),
  ],
  // Limits that only bound a real failure: a test ends when its awaited state comes, and a
  // loaded two-core machine may take minutes where a quiet one takes seconds.
  testTimeout: 180_000,
  hookTimeout: 180_000,
  expect: { poll: { timeout: 30_000 } },
};

/**
 * The unit-test projects. No project pins TZ: the suite must pass in any zone (`npm test` runs
 * it in America/Santiago and its date-and-time set again in Pacific/Kiritimati; ADR 0016).
 * `resolve` lets the mutation-testing config (vitest.stryker.config.mjs) point every
 * project at the sandbox's own copy of shared/.
 */
export function unitProjects(resolve: Resolve = {}): TestProjectInlineConfiguration[] {
  return [
    {
      test: {
        name: 'scripts',
        root: './scripts',
        environment: 'node',
        include: ['*.test.mjs'],
      },
    },
    {
      resolve,
      test: {
        name: 'shared',
        root: './shared',
        environment: 'node',
        include: ['src/**/*.test.ts'],
      },
    },
    {
      resolve,
      test: {
        ...SERVER_TESTS,
        name: 'server',
        include: ['src/**/*.test.ts'],
        exclude: [
          ...configDefaults.exclude,
          // PostgreSQL's own tests need the cluster of the server-postgres project.
          'src/postgres.test.ts',
          'src/several-processes.test.ts',
          'src/portable-backups.test.ts',
          ...OWN_MODULE_FILES,
        ],
        // The files of a worker share its process and loaded modules: a new process and the
        // server's modules loaded afresh for every file took half of these tests' CPU time. Each
        // test makes its own app on its own DATA_DIR, and the server keeps no state at module
        // level; test/setup.ts puts back, when a file ends, what a file may change in the
        // process (timers, spies, stubbed globals and variables).
        isolate: false,
      },
    },
    {
      resolve,
      // Files that replace a library differently from the rest, each in a process of its own.
      test: { ...SERVER_TESTS, name: 'server-own-modules', include: OWN_MODULE_FILES },
    },
    {
      resolve,
      test: {
        ...SERVER_TESTS,
        name: 'server-postgres',
        // Each feature's route and repository tests again on PostgreSQL (ADR 0050): one cluster
        // for the run (its global setup), a fresh database per test app (test/helpers.ts).
        include: POSTGRES_TEST_FILES,
        globalSetup: [
          fileURLToPath(new URL('./server/src/test/postgres.global-setup.ts', import.meta.url)),
        ],
        setupFiles: [
          ...SERVER_TESTS.setupFiles,
          fileURLToPath(new URL('./server/src/test/postgres.setup.ts', import.meta.url)),
        ],
      },
    },
    {
      resolve,
      plugins: [react()],
      test: {
        name: 'web',
        root: './web',
        environment: 'jsdom',
        // One jsdom per worker, each test file in a context of its own: creating jsdom for every
        // file took almost half of the web tests' time. (The page's `location` cannot be
        // redefined there: code reloads through lib/reload-page.ts, which tests replace.)
        pool: 'vmThreads',
        include: ['src/**/*.test.{ts,tsx}'],
        // An absolute path: the same file for Vitest (which reads it from the project's root) and
        // for tools that read this config from the repository's root.
        setupFiles: [
          fileURLToPath(new URL('./vitest.wait-limit.ts', import.meta.url)),
          fileURLToPath(new URL('./web/src/test/setup.ts', import.meta.url)),
        ],
        // jsdom and user-event are slow on a shared two-core machine; a test fails on its
        // checks, not on a clock (waits are set in web/src/test/setup.ts).
        testTimeout: 120_000,
        expect: { poll: { timeout: 30_000 } },
        css: { modules: { classNameStrategy: 'non-scoped' } },
      },
    },
  ];
}

/**
 * The tag of a test, or a `describe` block, in the date-and-time set that reads, writes and
 * shows no date, time or clock (a form's validation, a file's checks): the second zone cannot
 * change what it sees, so it runs in Chile's zone alone.
 */
const ZONE_FREE = {
  name: 'zone-free',
  description:
    'Touches no date, time or clock: skipped in the second zone of the date-and-time set.',
};

/** The second zone of the date-and-time set: UTC+14, where the day and the year change 17 hours
 * before Chile's. */
const SECOND_ZONE = 'Pacific/Kiritimati';

/**
 * The date-and-time set (test files marked `// @time-zones`, see scripts/time-zone-set.mjs)
 * again, each project's share of it in a process of its own whose zone is SECOND_ZONE: no test
 * may depend on the machine's zone. Every instant whose date differs between Chile and UTC
 * differs between Chile and Kiritimati too, so a run in UTC would find nothing more (ADR 0016).
 * They run in the same Vitest run as the rest, filling its workers, rather than after it. The
 * PostgreSQL copies of the server's tests are not about the zone: the server project runs the same
 * files on SQLite.
 */
function secondZoneProjects(): TestProjectInlineConfiguration[] {
  const marked = markedTests() as string[];
  return unitProjects()
    .filter((project) => project.test?.name !== 'server-postgres')
    .map((project) => {
      const root = (project.test?.root ?? '.').replace(/^\.\//, '');
      const matches = (file: string, globs: string[] = []) =>
        globs.some((glob) => path.matchesGlob(file, glob));
      const include = marked
        .filter((file) => file.startsWith(`${root}/`))
        .map((file) => file.slice(root.length + 1))
        .filter(
          (file) => matches(file, project.test?.include) && !matches(file, project.test?.exclude),
        );
      return {
        ...project,
        test: {
          ...project.test,
          name: `${typeof project.test?.name === 'string' ? project.test.name : ''} ${SECOND_ZONE}`,
          include,
          // The zone is read when a process starts: these run in processes of their own (forks),
          // and the web tests in vmForks rather than threads, which share one process's zone.
          env: { TZ: SECOND_ZONE },
          // A test the author tagged as touching no date, time or clock runs in Chile's zone alone.
          tags: [{ ...ZONE_FREE, skip: true }],
          ...(project.test?.pool === 'vmThreads' ? { pool: 'vmForks' } : {}),
        },
      };
    })
    .filter((project) => (project.test?.include?.length ?? 0) > 0);
}

export default defineConfig({
  test: { tags: [ZONE_FREE], projects: [...unitProjects(), ...secondZoneProjects()] },
});
