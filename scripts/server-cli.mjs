// Runs one of the server's command-line tools (server/dist/<name>.js), building the server first
// when that file is missing; used by `npm run admin`, `npm run backup` and `npm run restore`.
import './node-version.mjs';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Runs the tool with `args` and exits with its status. */
export function runServerCli(name, args) {
  const cli = path.join(root, 'server', 'dist', `${name}.js`);
  if (!fs.existsSync(cli)) {
    // Build output goes to stderr so that stdout carries only the CLI's own answer.
    const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
    const build = spawnSync(npm, ['run', 'build', '-w', '@lbj/server'], {
      cwd: root,
      stdio: ['ignore', process.stderr, process.stderr],
    });
    if (build.status !== 0) process.exit(build.status ?? 1);
  }
  // Same working directory as `npm start`, so a relative DATA_DIR names the same folder.
  const run = spawnSync(process.execPath, [cli, ...args], { stdio: 'inherit' });
  if (run.error) {
    console.error(run.error.message);
    process.exit(1);
  }
  process.exit(run.status ?? 1);
}
