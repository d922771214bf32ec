// `npm start`: builds what is missing or older than its sources, then runs the server.
import './node-version.mjs';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const at = (...parts) => path.join(root, ...parts);

function newestMtime(dir) {
  let newest = 0;
  if (!fs.existsSync(dir)) return 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) newest = Math.max(newest, newestMtime(full));
    else newest = Math.max(newest, fs.statSync(full).mtimeMs);
  }
  return newest;
}

function needsBuild(output, sources) {
  if (!fs.existsSync(output)) return true;
  const built = fs.statSync(output).mtimeMs;
  return sources.some((dir) => newestMtime(dir) > built);
}

function run(workspace) {
  console.error(`Construyendo ${workspace}…`);
  const result = spawnSync('npm', ['run', 'build', '-w', workspace], {
    cwd: root,
    stdio: 'inherit',
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const shared = at('shared/src');
if (
  needsBuild(at('web/dist/client/pages.json'), [
    at('web/src'),
    at('web/public'),
    at('web/scripts'),
    shared,
  ])
) {
  run('@lbj/web');
}
if (needsBuild(at('server/dist/server.js'), [at('server/src'), shared])) {
  run('@lbj/server');
}

await import(pathToFileURL(at('server/dist/server.js')).href);
