import fs from 'node:fs';
import { isBuiltin } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';

/**
 * The production install (`npm ci --omit=dev -w @lbj/server`, docs/deploy.md) has only
 * server/package.json's `dependencies`. server/build.mjs bundles the code and leaves npm
 * packages external, so every package the code imports must be one of them. This test bundles
 * every production source of the server (a superset of every entry point, with @lbj/shared
 * inlined as in the real build) and lists the packages it imports, without writing a build.
 */
const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const srcDir = path.join(serverDir, 'src');
const isTestFile = (file: string) =>
  /\.test(-support)?\.ts$/.test(file) || file.startsWith(`test${path.sep}`);

function productionSources(): string[] {
  return fs
    .readdirSync(srcDir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts') && !isTestFile(file))
    .map((file) => path.join(srcDir, file));
}

/** 'sharp' → 'sharp', '@fastify/static/x' → '@fastify/static'. */
function packageName(specifier: string): string {
  const parts = specifier.split('/');
  return (specifier.startsWith('@') ? parts.slice(0, 2) : parts.slice(0, 1)).join('/');
}

async function importedPackages(entryPoints: string[]): Promise<Map<string, Set<string>>> {
  const packages = new Map<string, Set<string>>();
  await build({
    entryPoints,
    bundle: true,
    write: false,
    outdir: path.join(serverDir, 'dist-check'),
    platform: 'node',
    format: 'esm',
    logLevel: 'silent',
    plugins: [
      {
        name: 'list-packages',
        setup(b) {
          b.onResolve({ filter: /^[^./]/ }, ({ path: specifier, importer }) => {
            if (specifier.startsWith('@lbj/')) return undefined; // inlined, like the real build
            if (!isBuiltin(specifier)) {
              const name = packageName(specifier);
              const importers = packages.get(name) ?? new Set<string>();
              importers.add(path.relative(serverDir, importer));
              packages.set(name, importers);
            }
            return { path: specifier, external: true };
          });
        },
      },
    ],
  });
  return packages;
}

describe('production dependencies', () => {
  it('imports only packages listed in server/package.json dependencies', async () => {
    const pkg = JSON.parse(fs.readFileSync(path.join(serverDir, 'package.json'), 'utf8')) as {
      dependencies: Record<string, string>;
    };
    const packages = await importedPackages(productionSources());
    expect(packages.has('fastify'), 'the scan sees the server').toBe(true);
    expect(packages.has('zod'), 'the scan sees @lbj/shared').toBe(true);
    const missing = [...packages]
      .filter(([name]) => !(name in pkg.dependencies))
      .map(([name, importers]) => `${name} (${[...importers].join(', ')})`);
    expect(missing, 'add these to server/package.json dependencies').toEqual([]);
  });
});
