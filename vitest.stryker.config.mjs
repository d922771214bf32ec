// @ts-check
// Vitest config for mutation testing (stryker.config.mjs). Same projects as vitest.config.ts,
// with one difference: Stryker copies the repo to a sandbox and links node_modules back to
// the real tree, so `@lbj/shared` would resolve (through the workspace symlink) to the
// unmutated shared/ outside the sandbox. The alias keeps every import on the sandbox's copy,
// so server and web tests can kill mutants in shared/ too.
import path from 'node:path';
import { defineConfig } from 'vitest/config';
import { unitProjects } from './vitest.config.ts';

export default defineConfig({
  test: {
    projects: unitProjects({
      alias: { '@lbj/shared': path.resolve(import.meta.dirname, 'shared/src/index.ts') },
    }),
  },
});
