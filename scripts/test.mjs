// `npm test`: every check and test, then one summary line `N passed, M failed`
// counting every unit, integration and browser test that ran.
import './node-version.mjs';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { markedTests } from './time-zone-set.mjs';

const started = Date.now();
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const results = path.join(root, '.tmp');
fs.mkdirSync(results, { recursive: true });
const playwrightJson = path.join(root, 'e2e/.results/playwright.json');
fs.rmSync(playwrightJson, { force: true });

// The whole unit suite runs once, in Chile's zone. The date-and-time set (test files marked
// `// @time-zones`, see scripts/time-zone-set.mjs) runs again in UTC (most servers) and
// Pacific/Kiritimati (UTC+14, where the day and the year change 17 hours before Chile's): no test
// may depend on the machine's zone (ADR 0016).
const timeZoneSet = markedTests();
const unitRuns = [
  { tz: 'America/Santiago', files: [] },
  { tz: 'UTC', files: timeZoneSet },
  { tz: 'Pacific/Kiritimati', files: timeZoneSet },
].map((run) => ({ ...run, json: path.join(results, `vitest-${run.tz.replace('/', '-')}.json`) }));
for (const run of unitRuns) fs.rmSync(run.json, { force: true });

const env = { ...process.env };
const failedSteps = [];

function step(name, command, args, extraEnv = {}) {
  console.log(`\n▶ ${name}`);
  const started = Date.now();
  const result = spawnSync(command, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...env, ...extraEnv },
  });
  const ok = result.status === 0;
  console.log(`${ok ? '✔' : '✘'} ${name} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  if (!ok) failedSteps.push(name);
  return ok;
}

const bin = (name) => path.join(root, 'node_modules/.bin', name);

step('format', bin('prettier'), ['--check', '.', '--log-level', 'warn']);
step('lint', bin('eslint'), ['.', '--max-warnings', '0']);
step('knip', bin('knip'), ['--no-progress']);
step('typecheck', 'npm', ['run', 'typecheck', '--silent']);
for (const run of unitRuns) {
  const which = run.files.length > 0 ? `the date-and-time set (${run.files.length} files)` : 'all';
  step(
    `unit and integration tests, ${which}, TZ=${run.tz}`,
    bin('vitest'),
    ['run', '--reporter=dot', '--reporter=json', `--outputFile.json=${run.json}`, ...run.files],
    { TZ: run.tz },
  );
}
const built = step('build', 'npm', ['run', 'build', '--silent']);
const browser = step('browser', 'node', ['scripts/ensure-browser.mjs']);
if (built && browser) {
  step('browser tests', bin('playwright'), ['test', '-c', 'e2e']);
} else {
  failedSteps.push('browser tests (not run: build or browser missing)');
}

let passed = 0;
let failed = 0;
for (const run of unitRuns) {
  if (!fs.existsSync(run.json)) continue;
  const report = JSON.parse(fs.readFileSync(run.json, 'utf8'));
  passed += report.numPassedTests;
  failed += report.numFailedTests;
}
if (fs.existsSync(playwrightJson)) {
  const report = JSON.parse(fs.readFileSync(playwrightJson, 'utf8'));
  passed += report.stats.expected + report.stats.flaky;
  failed += report.stats.unexpected;
}
// A step that failed without failing a test (lint, types, build) still fails the run.
const stepFailures = failedSteps.filter(
  (s) => !s.startsWith('unit') && !s.startsWith('browser tests'),
);

console.log('');
if (failedSteps.length > 0) console.log(`Failed steps: ${failedSteps.join(', ')}`);
const minutes = (Date.now() - started) / 60_000;
console.log(`npm test took ${minutes.toFixed(1)} minutes`);
console.log(`${passed} passed, ${failed + stepFailures.length} failed`);
process.exit(failedSteps.length > 0 ? 1 : 0);
