#!/usr/bin/env node
// A fixed CPU workload (an integer loop and 200,000 SHA-256 hashes), run three times; prints the
// median in milliseconds. Machines of the same kind differ in speed from day to day: quote this
// figure beside any wall-clock time, and scale a time by the ratio of two machines' figures.
// `npm test` and the benchmarks read it with `probe()`; `node scripts/cpu-probe.mjs` prints it.
import { createHash } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

function once() {
  const start = process.hrtime.bigint();
  let x = 0;
  for (let i = 0; i < 5e8; i++) x = (x * 31 + i) | 0;
  for (let i = 0; i < 2e5; i++)
    createHash('sha256')
      .update('x' + i)
      .digest();
  if (x === 42) console.log('');
  return Number(process.hrtime.bigint() - start) / 1e6;
}

/** The workload's three times, sorted, and their median, in whole milliseconds. */
export function probe() {
  const runs = [once(), once(), once()].sort((a, b) => a - b).map(Math.round);
  return { median: runs[1], runs };
}

/** The probe's line, as every benchmark and `npm test` print it. */
export function probeLine({ median, runs }) {
  return `cpu-probe: ${String(median)} ms (median of 3; runs ${runs.join(', ')})`;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  console.log(probeLine(probe()));
}
