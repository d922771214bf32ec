// What the throughput benches (bench:api, bench:news) share: their child processes, each stopped
// by its PID at the end whatever happens, and autocannon, run in a process of its own with its
// rounds combined into one figure.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/** autocannon's CLI: its package's main module is also its bin, run when it is the main module. */
const autocannon = fileURLToPath(import.meta.resolve('autocannon'));

/** Every child passed to `track`, until it exits. */
const children = new Set();

/** Keeps `child` to be killed at the end; resolves with its exit code and signal. */
export function track(child) {
  children.add(child);
  return new Promise((resolve) => {
    child.once('exit', (code, signal) => {
      children.delete(child);
      resolve({ code, signal });
    });
  });
}

/** Whether a tracked child is still running. */
export const running = (child) => children.has(child);

/** SIGKILLs every tracked child still running. */
export function killAll() {
  for (const child of children) {
    try {
      if (child.pid !== undefined) process.kill(child.pid, 'SIGKILL');
    } catch {
      // already gone
    }
  }
}

/** Runs the bench's `main`; on its failure, SIGINT or SIGTERM, kills every child and exits. */
export function runMain(main) {
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.on(signal, () => {
      killAll();
      process.exit(130);
    });
  }
  main().catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    killAll();
    process.exit(1);
  });
}

/** Runs autocannon in its own process against `url` and returns its figures. */
export async function load(url, seconds, connections) {
  const child = spawn(
    process.execPath,
    [
      autocannon,
      '--json',
      '--connections',
      String(connections),
      '--duration',
      String(seconds),
      url,
    ],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const exited = track(child);
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk) => (stdout += chunk));
  child.stderr.on('data', (chunk) => (stderr += chunk));
  const { code } = await exited;
  if (code !== 0) throw new Error(`autocannon failed (${code}):\n${stderr}`);
  const result = JSON.parse(stdout);
  return {
    requestsPerSecond: result.requests.average,
    latencyP99Ms: result.latency.p99,
    latencyAverageMs: result.latency.average,
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
  };
}

/**
 * Rounds of `load` as one figure: requests per second and average latency averaged over the
 * rounds, p99 the worst round's, every other figure (the counts) summed; the rounds kept.
 */
export function combine(runs) {
  const sum = (key) => runs.reduce((total, run) => total + run[key], 0);
  const average = (key, digits) => Number((sum(key) / runs.length).toFixed(digits));
  const combined = {
    requestsPerSecond: average('requestsPerSecond', 1),
    latencyP99Ms: Math.max(...runs.map((run) => run.latencyP99Ms)),
    latencyAverageMs: average('latencyAverageMs', 2),
  };
  for (const key of Object.keys(runs[0] ?? {})) {
    if (!(key in combined)) combined[key] = sum(key);
  }
  return { ...combined, rounds: runs };
}
