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

// A production install (docs/deploy.md: `npm ci --omit=dev -w @lbj/server`) has no build tools.
function canBuild(workspace, tool) {
  return [at(workspace, 'node_modules', tool), at('node_modules', tool)].some((dir) =>
    fs.existsSync(path.join(dir, 'package.json')),
  );
}

const UPDATE = 'npm ci && npm run build && npm ci --omit=dev -w @lbj/server';

function ensureBuilt({ workspace, label, ofLabel, tool, output, sources }) {
  if (!needsBuild(output, sources)) return;
  if (canBuild(workspace, tool)) {
    console.error(`Construyendo ${workspace}…`);
    const result = spawnSync('npm', ['run', 'build', '-w', workspace], {
      cwd: root,
      stdio: 'inherit',
    });
    if (result.status !== 0) process.exit(result.status ?? 1);
  } else if (fs.existsSync(output)) {
    // Keep the site up with the build it has, and say why it is not the newest.
    console.error(
      `Aviso: el código ${ofLabel} cambió después de su última construcción y esta instalación no tiene las herramientas para construirlo (instalación de producción). Se usa la versión ya construida. Para usar la nueva: ${UPDATE}`,
    );
  } else {
    console.error(
      `Falta construir ${label} y esta instalación no tiene las herramientas para hacerlo (${tool}). Ejecute: ${UPDATE}`,
    );
    process.exit(1);
  }
}

const shared = at('shared/src');
ensureBuilt({
  workspace: '@lbj/web',
  label: 'las páginas del sitio',
  ofLabel: 'de las páginas del sitio',
  tool: 'vite',
  output: at('web/dist/client/pages.json'),
  sources: [at('web/src'), at('web/public'), at('web/scripts'), shared],
});
ensureBuilt({
  workspace: '@lbj/server',
  label: 'el servidor',
  ofLabel: 'del servidor',
  tool: 'esbuild',
  output: at('server/dist/server.js'),
  sources: [at('server/src'), shared],
});

await import(pathToFileURL(at('server/dist/server.js')).href);
