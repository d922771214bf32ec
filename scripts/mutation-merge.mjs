// @ts-check
// node scripts/mutation-merge.mjs BEFORE.json AFTER.json [OUT.json] [--take file,file…]
//
// A Stryker run that is stopped (Ctrl-C, SIGTERM) saves a partial incremental report, but that
// report leaves out what the run had not reported yet: the mutants still in flight, and whole
// files of its `--mutate` set whose mutants were all to be reused or ignored. The next run would
// test those again. This puts BEFORE's results back for them: whole files AFTER lacks, and the
// mutants of an unchanged file (same source) that AFTER lacks. Test ids are per report, so the
// tests BEFORE's results name are found by file and name in AFTER, or added to it. A mutant whose
// tests have changed since is then tested again by Stryker itself, as usual (ADR 0037).
//
// `--take` replaces AFTER's results for the files named by BEFORE's, e.g. from a focused run
// (only some test files), and takes nothing else from BEFORE: its killed mutants stay killed,
// and its survivors are tested again by the next whole run, since more tests cover them there.
import fs from 'node:fs';

const args = process.argv.slice(2);
const takeAt = args.indexOf('--take');
const take = new Set(takeAt === -1 ? [] : (args.splice(takeAt, 2)[1] ?? '').split(','));
const [beforeFile, afterFile, outFile = afterFile] = args;
if (!beforeFile || !afterFile) {
  console.error('usage: node scripts/mutation-merge.mjs BEFORE.json AFTER.json [OUT.json]');
  process.exit(2);
}
/** @typedef {{ id: string, name: string }} Test */
/** @typedef {{ id: string, mutatorName: string, replacement?: string, location: unknown, killedBy?: string[], coveredBy?: string[] }} Mutant */
/** @typedef {{ files: Record<string, { source?: string, mutants: Mutant[] }>, testFiles: Record<string, { source?: string, tests: Test[] }> }} Report */
/** @type {Report} */
const before = JSON.parse(fs.readFileSync(beforeFile, 'utf8'));
/** @type {Report} */
const after = JSON.parse(fs.readFileSync(afterFile, 'utf8'));

const key = (/** @type {string} */ file, /** @type {string} */ name) => `${file}\u0000${name}`;
/** BEFORE's test ids → their file and test. */
const beforeTests = new Map();
for (const [file, { tests }] of Object.entries(before.testFiles ?? {})) {
  for (const test of tests) beforeTests.set(test.id, { file, test });
}
/** AFTER's tests by file and name → id. */
const afterIds = new Map();
let nextId = 0;
for (const [file, { tests }] of Object.entries(after.testFiles ?? {})) {
  for (const test of tests) {
    afterIds.set(key(file, test.name), test.id);
    nextId = Math.max(nextId, Number(test.id) + 1);
  }
}
let testsAdded = 0;
const remap = (/** @type {string[] | undefined} */ ids) =>
  (ids ?? []).flatMap((id) => {
    const found = beforeTests.get(id);
    if (!found) return [];
    const k = key(found.file, found.test.name);
    let newId = afterIds.get(k);
    if (newId === undefined) {
      newId = String(nextId++);
      after.testFiles[found.file] ??= { source: before.testFiles[found.file]?.source, tests: [] };
      after.testFiles[found.file]?.tests.push({ ...found.test, id: newId });
      afterIds.set(k, newId);
      testsAdded++;
    }
    return [newId];
  });
const carried = (/** @type {Mutant} */ mutant) => ({
  ...mutant,
  ...(mutant.killedBy ? { killedBy: remap(mutant.killedBy) } : {}),
  ...(mutant.coveredBy ? { coveredBy: remap(mutant.coveredBy) } : {}),
});
const signature = (/** @type {Mutant} */ m) =>
  JSON.stringify([m.mutatorName, m.replacement, m.location]);

let filesRestored = 0;
let mutantsRestored = 0;
for (const [file, result] of Object.entries(before.files)) {
  // With --take, only the named files come over: a focused run's report also holds files it
  // did not finish (a stopped run) or only carried along from its base, which must not replace
  // or add to the recorded results.
  if (take.size > 0 && !take.has(file)) continue;
  const now = after.files[file];
  if (take.has(file)) {
    after.files[file] = { ...result, mutants: result.mutants.map(carried) };
    filesRestored++;
  } else if (!now) {
    after.files[file] = { ...result, mutants: result.mutants.map(carried) };
    filesRestored++;
  } else if (now.source === result.source) {
    const present = new Set(now.mutants.map(signature));
    const missing = result.mutants.filter((m) => !present.has(signature(m))).map(carried);
    now.mutants.push(...missing);
    mutantsRestored += missing.length;
  }
}
// Mutant ids are unique within a report.
let id = 0;
for (const result of Object.values(after.files)) {
  for (const mutant of result.mutants) mutant.id = String(id++);
}
// Indented like the file Stryker writes, so that git diffs stay line by line.
fs.writeFileSync(outFile, JSON.stringify(after, null, 2));
console.log(
  `${outFile}: ${String(filesRestored)} files and ${String(mutantsRestored)} mutants restored from ${beforeFile}, ${String(testsAdded)} tests added`,
);
