// The date-and-time test set: the unit test files that `npm test` runs again under
// TZ=Pacific/Kiritimati after the whole suite has run once. A test file belongs to it when one of
// its first lines is the comment `// @time-zones`. Every test file of a source file that handles
// dates, times or the clock must carry it (checked by time-zone-set.test.mjs), so a new date
// rule cannot slip out of the second zone unnoticed.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const MARK = '// @time-zones';

const SOURCE_ROOTS = ['server/src', 'shared/src', 'web/src'];

/** Code that reads or formats dates, times or the clock. */
const DATE_HANDLING =
  /new Date\b|Date\.(now|parse|UTC)\(|toISOString|Intl\.DateTimeFormat|toLocale(Date|Time)?String|getTimezoneOffset|\.(get|set)(UTC)?(FullYear|Month|Date|Day|Hours|Minutes)\(|chileYear|chileDate|TIME_ZONE/;

const isTest = (file) => /\.test\.tsx?$/.test(file);
const isTestOnly = (file) => /\.test-support\.tsx?$|\/test\/|\/fixtures\//.test(file);

function walk(dir) {
  const out = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== 'node_modules' && entry.name !== 'dist') out.push(...walk(full));
    } else if (/\.tsx?$/.test(entry.name)) {
      out.push(path.relative(root, full));
    }
  }
  return out;
}

/** Every .ts/.tsx file under the three source roots, relative to the repository. */
export function sourceTree() {
  return SOURCE_ROOTS.flatMap((dir) => walk(path.join(root, dir))).sort();
}

/** Whether a source text handles dates, times or the clock. */
export function handlesDates(text) {
  return DATE_HANDLING.test(text);
}

/** Whether a test file's text carries the mark in its first lines. */
export function isMarked(text) {
  return text.split('\n', 5).some((line) => line.trim() === MARK);
}

/**
 * The test files of a source file: beside it, named after it (`x.ts` → `x.test.ts`,
 * `x.something.test.ts`).
 */
export function testsOf(source, files) {
  const base = source.replace(/\.tsx?$/, '');
  return files.filter(
    (file) => isTest(file) && (file.startsWith(`${base}.test.`) || file.startsWith(`${base}.`)),
  );
}

const read = (file) => fs.readFileSync(path.join(root, file), 'utf8');

/** Test files that must carry the mark: those of every source file that handles dates. */
export function requiredTests(files = sourceTree()) {
  const sources = files.filter((f) => !isTest(f) && !isTestOnly(f) && handlesDates(read(f)));
  return [...new Set(sources.flatMap((source) => testsOf(source, files)))].sort();
}

/** The date-and-time set: the test files that carry the mark. */
export function markedTests(files = sourceTree()) {
  return files.filter((file) => isTest(file) && isMarked(read(file)));
}
