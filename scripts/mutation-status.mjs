// @ts-check
// node scripts/mutation-status.mjs [--files]
//
// How much of the tree `mutation/incremental.json` (ADR 0037) has measured, without running
// Stryker. Every file of the config's `mutate` set is instrumented with Stryker's own
// instrumenter, so a file whose results are only partly recorded (some of its mutants) shows
// as partly recorded, not as done. Prints, per area and overall: the mutants the tree has, the
// ones recorded, the score of the recorded ones ((killed + timeout) / (killed + timeout +
// survived + no coverage); "Ignored" static mutants left out, ADR 0015), and the floor: the
// score if every mutant not yet recorded survived. `--files` lists the files not fully recorded.
import fs from 'node:fs';
import path from 'node:path';
import { Instrumenter } from '@stryker-mutator/instrumenter';
import config from '../stryker.config.mjs';

const root = path.resolve(import.meta.dirname, '..');
const listFiles = process.argv.includes('--files');

/** The areas, then the three packages. */
const AREAS = /** @type {const} */ ([
  ['auth', /^server\/src\/(modules\/auth\/|plugins\/admin-guard)/],
  ['images', /^(server|web)\/src\/lib\/images\.ts$/],
  [
    'uploads',
    /^(server\/src\/lib\/multipart|server\/src\/modules\/news\/news\.upload\.ts|server\/src\/modules\/documents\/(documents\.upload|pdf-check)\.ts|web\/src\/lib\/upload\/)/,
  ],
  ['news service', /^server\/src\/modules\/news\/news\.service\.ts$/],
  ['server', /^server\//],
  ['shared', /^shared\//],
  ['web', /^web\//],
  ['all files', /./],
]);

const include = config.mutate.filter((pattern) => !pattern.startsWith('!'));
const exclude = config.mutate.filter((pattern) => pattern.startsWith('!')).map((p) => p.slice(1));
/** Node's glob has no braces: `a.{ts,tsx}` becomes `a.ts` and `a.tsx`. */
const expand = (/** @type {string} */ pattern) => {
  const match = /\{([^}]*)\}/.exec(pattern);
  if (!match) return [pattern];
  return match[1].split(',').flatMap((choice) => expand(pattern.replace(match[0], choice)));
};
const excludeGlobs = exclude.flatMap(expand);
const files = new Set();
for (const pattern of include.flatMap(expand)) {
  for await (const file of fs.promises.glob(pattern, { cwd: root })) {
    const excluded = excludeGlobs.some((p) => path.matchesGlob(file, p));
    if (!excluded) files.add(file);
  }
}

const quiet = () => false;
const noop = () => undefined;
const logger = {
  isTraceEnabled: quiet,
  isDebugEnabled: quiet,
  isInfoEnabled: quiet,
  isWarnEnabled: quiet,
  isErrorEnabled: quiet,
  isFatalEnabled: quiet,
  trace: noop,
  debug: noop,
  info: noop,
  warn: noop,
  error: noop,
  fatal: noop,
};
// The instrumenter logs only through these; a silent logger keeps the table readable.
const instrumenter = new Instrumenter(/** @type {any} */ (logger));
/**
 * @typedef {{ line: number, column: number }} Position
 * @typedef {{ mutatorName: string, replacement?: string, location: { start: Position, end: Position } }} Located
 * @type {{ files: Record<string, { mutants: (Located & { status: string })[] }> }}
 */
const recorded = JSON.parse(fs.readFileSync(path.join(root, 'mutation/incremental.json'), 'utf8'));

/** @type {{ file: string, total: number, recorded: number, detected: number, undetected: number }[]} */
const rows = [];
for (const file of [...files].sort()) {
  const content = fs.readFileSync(path.join(root, file), 'utf8');
  const result = await instrumenter.instrument([{ name: file, content, mutate: true }], {
    plugins: null,
    excludedMutations: [],
    ignorers: [],
  });
  // A recorded result counts when it is one of today's mutants: same mutator, replacement and
  // place (the report counts lines and columns from 1, the instrumenter from 0). A file edited
  // since its run has its moved or new mutants to go, as Stryker's own diff would re-test them.
  const signature = (/** @type {Located} */ m, /** @type {number} */ shift) =>
    JSON.stringify([
      m.mutatorName,
      m.replacement,
      m.location.start.line + shift,
      m.location.start.column + shift,
      m.location.end.line + shift,
      m.location.end.column + shift,
    ]);
  const today = new Set(result.mutants.map((mutant) => signature(mutant, 1)));
  const mutants = (recorded.files[file]?.mutants ?? []).filter((mutant) =>
    today.has(signature(mutant, 0)),
  );
  const count = (/** @type {string[]} */ statuses) =>
    mutants.filter((mutant) => statuses.includes(mutant.status)).length;
  rows.push({
    file,
    total: result.mutants.length,
    recorded: mutants.length,
    detected: count(['Killed', 'Timeout']),
    undetected: count(['Survived', 'NoCoverage']),
  });
}

const percent = (/** @type {number} */ part, /** @type {number} */ whole) =>
  whole === 0 ? '—' : `${((100 * part) / whole).toFixed(1)}%`;
console.log('area | mutants | recorded | score of the recorded | floor (the rest survived)');
for (const [name, pattern] of AREAS) {
  const inArea = rows.filter((row) => pattern.test(row.file));
  const sum = (/** @type {'total' | 'recorded' | 'detected' | 'undetected'} */ key) =>
    inArea.reduce((total, row) => total + row[key], 0);
  const missing = inArea.reduce((total, row) => total + Math.max(0, row.total - row.recorded), 0);
  const detected = sum('detected');
  const scored = detected + sum('undetected');
  const fullFiles = inArea.filter((row) => row.recorded >= row.total).length;
  console.log(
    `${name} | ${String(sum('total'))} in ${String(inArea.length)} files | ` +
      `${String(sum('recorded'))} (${String(fullFiles)} files whole, ${String(missing)} to go) | ` +
      `${percent(detected, scored)} (${String(detected)}/${String(scored)}) | ` +
      `${percent(detected, scored + missing)}`,
  );
}
if (listFiles) {
  console.log('\nnot fully recorded (mutants to go, file):');
  for (const row of rows.filter((r) => r.recorded < r.total)) {
    console.log(`${String(row.total - row.recorded).padStart(5)} ${row.file}`);
  }
}
