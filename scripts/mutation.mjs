// `npm run test:mutation [-- FILE …]`: mutation testing as a tool. With files named, Stryker
// mutates those; without, the source files this change touches (uncommitted edits and the
// commits not yet on the upstream branch, or else the last commit). Only the tests whose imports
// reach a mutated file run. Results and the incremental cache stay in reports/mutation/
// (gitignored): nothing of a run is committed.
import './node-version.mjs';
import { execFileSync, spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Source files Stryker may mutate (the config's `mutate` patterns decide the finer cases). */
const MUTABLE = /^(server\/src|shared\/src|web\/src\/(features|components|lib))\/.+\.tsx?$/;
const NOT_MUTABLE = /\.test\.tsx?$|\.test-support\.ts$|\/test\/|\/fixtures\//;

function git(...args) {
  try {
    return execFileSync('git', args, { cwd: root, encoding: 'utf8' }).split('\n').filter(Boolean);
  } catch {
    return [];
  }
}

function changedFiles() {
  const upstream = git('rev-parse', '--abbrev-ref', '--symbolic-full-name', '@{upstream}')[0];
  const base = upstream ? git('merge-base', 'HEAD', upstream)[0] : undefined;
  const committed =
    base && git('rev-parse', 'HEAD')[0] !== base
      ? git('diff', '--name-only', base, 'HEAD')
      : git('diff', '--name-only', 'HEAD~1', 'HEAD');
  const uncommitted = git('diff', '--name-only', 'HEAD');
  return [...new Set([...committed, ...uncommitted])];
}

const args = process.argv.slice(2);
const flags = args.filter((a) => a.startsWith('-'));
const named = args
  .filter((a) => !a.startsWith('-'))
  .map((f) => path.relative(root, path.resolve(f)));
const files = (named.length > 0 ? named : changedFiles()).filter(
  (f) => MUTABLE.test(f) && !NOT_MUTABLE.test(f),
);

if (files.length === 0) {
  console.log(
    named.length > 0
      ? 'Ninguno de esos archivos se puede mutar (solo código de server/src, shared/src y web/src, sin pruebas).'
      : 'Este cambio no toca código que se pueda mutar. Nombre archivos: npm run test:mutation -- server/src/lib/etag.ts',
  );
  process.exit(0);
}

console.log(`Mutating ${files.length} file(s):\n  ${files.join('\n  ')}`);
const result = spawnSync(
  path.join(root, 'node_modules/.bin/stryker'),
  ['run', '--mutate', files.join(','), ...flags],
  { cwd: root, stdio: 'inherit' },
);
process.exit(result.status ?? 1);
