// Runs one command (`node scripts/measured.mjs OUT.json COMMAND ARGS…`) with its output passed
// through, then writes the CPU time it and every process it waited for used (user + system, from
// Linux's /proc/self/stat: the times of reaped children, their own children's included) to
// OUT.json, and exits with the command's status. `npm test` wraps each step in it, so each step's
// CPU seconds are known even when two steps run side by side.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';

const [out, command, ...args] = process.argv.slice(2);
if (!out || !command) {
  console.error('usage: node scripts/measured.mjs OUT.json COMMAND [ARGS…]');
  process.exit(2);
}

/** CPU seconds of the reaped children (cutime + cstime), or null where /proc is not there. */
function childrenCpuSeconds(statText) {
  // The command name (field 2) may hold spaces and parentheses: count from the last ")".
  const fields = statText.slice(statText.lastIndexOf(')') + 2).split(' ');
  // Fields 16 and 17 of the whole line; here, after pid and comm, at 13 and 14.
  const ticks = Number(fields[13]) + Number(fields[14]);
  return Number.isFinite(ticks) ? ticks / 100 : null;
}

const child = spawn(command, args, { stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('close', (code, signal) => {
  let cpuSeconds = null;
  try {
    if (os.platform() === 'linux') {
      cpuSeconds = childrenCpuSeconds(fs.readFileSync('/proc/self/stat', 'utf8'));
    }
  } catch {
    // No /proc: the step's CPU time is unknown, said as such.
  }
  fs.writeFileSync(out, JSON.stringify({ cpuSeconds }));
  process.exit(code ?? (signal ? 1 : 0));
});
