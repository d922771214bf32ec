import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { configDefaults, defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

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
        name: 'server',
        root: './server',
        environment: 'node',
        include: ['src/**/*.test.ts'],
        // PostgreSQL's own tests need the cluster of the server-postgres project.
        exclude: [
          ...configDefaults.exclude,
          'src/postgres.test.ts',
          'src/several-processes.test.ts',
          'src/portable-backups.test.ts',
        ],
        // Cheap password hashing for the tests (argon2's cost, set in this one file).
        setupFiles: [
          fileURLToPath(new URL('./vitest.wait-limit.ts', import.meta.url)),
          fileURLToPath(new URL('./server/src/test/setup.ts', import.meta.url)),
        ],
        // Limits that only bound a real failure: a test ends when its awaited state comes, and a
        // loaded two-core machine may take minutes where a quiet one takes seconds.
        testTimeout: 180_000,
        hookTimeout: 180_000,
        expect: { poll: { timeout: 30_000 } },
      },
    },
    {
      resolve,
      test: {
        name: 'server-postgres',
        root: './server',
        environment: 'node',
        // Each feature's route and repository tests again on PostgreSQL (ADR 0050): one cluster
        // for the run (its global setup), a fresh database per test app (test/helpers.ts).
        include: POSTGRES_TEST_FILES,
        globalSetup: [
          fileURLToPath(new URL('./server/src/test/postgres.global-setup.ts', import.meta.url)),
        ],
        setupFiles: [
          fileURLToPath(new URL('./vitest.wait-limit.ts', import.meta.url)),
          fileURLToPath(new URL('./server/src/test/setup.ts', import.meta.url)),
          fileURLToPath(new URL('./server/src/test/postgres.setup.ts', import.meta.url)),
        ],
        testTimeout: 180_000,
        hookTimeout: 180_000,
        expect: { poll: { timeout: 30_000 } },
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

export default defineConfig({ test: { projects: unitProjects() } });
