// `npm test`: every check and test, then one summary line `N passed, M failed`
// counting every unit, integration and browser test that ran.
import './node-version.mjs';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const results = path.join(root, '.tmp');
fs.mkdirSync(results, { recursive: true });
const vitestJson = path.join(results, 'vitest.json');
const playwrightJson = path.join(root, 'e2e/.results/playwright.json');
fs.rmSync(vitestJson, { force: true });
fs.rmSync(playwrightJson, { force: true });

const env = { ...process.env, TZ: 'America/Santiago' };
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
step('typecheck', 'npm', ['run', 'typecheck', '--silent']);
step('unit and integration tests', bin('vitest'), [
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${vitestJson}`,
]);
const built = step('build', 'npm', ['run', 'build', '--silent']);
const browser = step('browser', 'node', ['scripts/ensure-browser.mjs']);
if (built && browser) {
  step('browser tests', bin('playwright'), ['test', '-c', 'e2e']);
} else {
  failedSteps.push('browser tests (not run: build or browser missing)');
}

let passed = 0;
let failed = 0;
if (fs.existsSync(vitestJson)) {
  const report = JSON.parse(fs.readFileSync(vitestJson, 'utf8'));
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
console.log(`${passed} passed, ${failed + stepFailures.length} failed`);
process.exit(failedSteps.length > 0 ? 1 : 0);
