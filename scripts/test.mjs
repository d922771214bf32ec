// `npm test`: every check and test, then one summary line `N passed, M failed`
// counting every unit, integration and browser test that ran.
import './node-version.mjs';
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { probe, probeLine } from './cpu-probe.mjs';
import { markedTests } from './time-zone-set.mjs';

const started = Date.now();
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const results = path.join(root, '.tmp');
fs.mkdirSync(results, { recursive: true });
const playwrightJson = path.join(root, 'e2e/.results/playwright.json');
fs.rmSync(playwrightJson, { force: true });

// The whole unit suite runs in Chile's zone, and in the same run its date-and-time set (test
// files marked `// @time-zones`, see scripts/time-zone-set.mjs) again in Pacific/Kiritimati
// (vitest.config.ts): no test may depend on the machine's zone (ADR 0016).
const timeZoneSet = markedTests();
const unitJson = path.join(results, 'vitest.json');
fs.rmSync(unitJson, { force: true });

const env = { ...process.env };
const failedSteps = [];
/** Each step's name, wall seconds and CPU seconds, for the closing table. */
const timings = [];

// How fast this machine is now (machines of one kind differ by a factor of about three from day
// to day): every time below reads against it.
const machine = probe();
console.log(probeLine(machine));

/** The command wrapped so that its CPU time lands in a file of its own (scripts/measured.mjs). */
function measured(name, command, args) {
  const out = path.join(results, `cpu-${timings.length}-${name.replace(/[^a-z0-9]+/gi, '-')}.json`);
  fs.rmSync(out, { force: true });
  return {
    out,
    command: process.execPath,
    args: [path.join(root, 'scripts/measured.mjs'), out, command, ...args],
  };
}

function recordTiming(name, started, out) {
  let cpuSeconds = null;
  try {
    cpuSeconds = JSON.parse(fs.readFileSync(out, 'utf8')).cpuSeconds;
  } catch {
    // The wrapper did not finish: CPU time unknown.
  }
  const wallSeconds = (Date.now() - started) / 1000;
  timings.push({ name, wallSeconds, cpuSeconds });
  return wallSeconds;
}

function step(name, command, args, extraEnv = {}) {
  console.log(`\n▶ ${name}`);
  const started = Date.now();
  const run = measured(name, command, args);
  const result = spawnSync(run.command, run.args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...env, ...extraEnv },
  });
  const ok = result.status === 0;
  const wall = recordTiming(name, started, run.out);
  console.log(`${ok ? '✔' : '✘'} ${name} (${wall.toFixed(1)} s)`);
  if (!ok) failedSteps.push(name);
  return ok;
}

/**
 * Runs steps at the same time, each printing its output in one piece once it ends: the checks
 * are mostly single-threaded, so two cores finish them in the time of the longest.
 */
async function stepsTogether(steps) {
  const outcomes = await Promise.all(
    steps.map(
      ({ name, command, args, extraEnv = {} }) =>
        new Promise((resolve) => {
          const started = Date.now();
          const run = measured(name, command, args);
          const child = spawn(run.command, run.args, { cwd: root, env: { ...env, ...extraEnv } });
          const output = [];
          child.stdout.on('data', (chunk) => output.push(chunk));
          child.stderr.on('data', (chunk) => output.push(chunk));
          child.on('close', (code) => {
            const ok = code === 0;
            const wall = recordTiming(name, started, run.out);
            console.log(`\n▶ ${name}`);
            process.stdout.write(Buffer.concat(output));
            console.log(`${ok ? '✔' : '✘'} ${name} (${wall.toFixed(1)} s)`);
            if (!ok) failedSteps.push(name);
            resolve(ok);
          });
        }),
    ),
  );
  return outcomes.every(Boolean);
}

const bin = (name) => path.join(root, 'node_modules/.bin', name);

/**
 * Resolves once everything printed so far has left this process: a step's output written to a
 * pipe faster than it reads waits in a queue, which a synchronous step would hold back until it
 * ended, and which exiting would drop.
 */
function flushed() {
  return new Promise((resolve) => process.stdout.write('', resolve));
}

// ESLint takes about twice as long as the other checks, and ends alone on one core: the unit
// tests start on the other one as soon as the other checks are done.
const lint = stepsTogether([
  { name: 'lint', command: bin('eslint'), args: ['.', '--max-warnings', '0'] },
]);
await stepsTogether([
  { name: 'format', command: bin('prettier'), args: ['--check', '.', '--log-level', 'warn'] },
  { name: 'knip', command: bin('knip'), args: ['--no-progress'] },
  { name: 'typecheck', command: 'npm', args: ['run', 'typecheck', '--silent'] },
  { name: 'build', command: 'npm', args: ['run', 'build', '--silent'] },
]);
const built = !failedSteps.includes('build');

// Three workers on two cores: the server's tests wait on SQLite, PostgreSQL, sharp and argon2's
// threads about half the time.
const unit = stepsTogether([
  {
    name: `unit and integration tests: all in America/Santiago, the date-and-time set (${String(timeZoneSet.length)} files) again in Pacific/Kiritimati`,
    command: bin('vitest'),
    args: [
      'run',
      '--reporter=dot',
      '--reporter=json',
      `--outputFile.json=${unitJson}`,
      '--maxWorkers=3',
    ],
    extraEnv: { TZ: 'America/Santiago' },
  },
]);
await Promise.all([lint, unit]);
// Out before the browser steps, which write to the same output directly meanwhile.
await flushed();
const browser = step('browser', 'node', ['scripts/ensure-browser.mjs']);
if (built && browser) {
  step('browser tests', bin('playwright'), ['test', '-c', 'e2e']);
} else {
  failedSteps.push('browser tests (not run: build or browser missing)');
}

let passed = 0;
let failed = 0;
if (fs.existsSync(unitJson)) {
  const report = JSON.parse(fs.readFileSync(unitJson, 'utf8'));
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

console.log('\nstep: wall time, CPU time (steps listed together ran side by side)');
for (const { name, wallSeconds, cpuSeconds } of timings) {
  const cpu = cpuSeconds === null ? 'CPU unknown' : `CPU ${cpuSeconds.toFixed(0)} s`;
  console.log(`  ${name}: ${wallSeconds.toFixed(0)} s wall, ${cpu}`);
}
const totalCpu = timings.every((t) => t.cpuSeconds !== null)
  ? `, CPU ${timings.reduce((sum, t) => sum + t.cpuSeconds, 0).toFixed(0)} s`
  : '';
console.log(probeLine(machine));
console.log('');
if (failedSteps.length > 0) console.log(`Failed steps: ${failedSteps.join(', ')}`);
const seconds = (Date.now() - started) / 1000;
console.log(
  `npm test took ${String(Math.floor(seconds / 60))} min ${String(Math.round(seconds % 60))} s${totalCpu} (cpu-probe ${String(machine.median)} ms)`,
);
console.log(`${passed} passed, ${failed + stepFailures.length} failed`);
await flushed();
process.exit(failedSteps.length > 0 ? 1 : 0);
