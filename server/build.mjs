// Bundles the server, the admin CLI and the backup CLI; the shared workspace is inlined, npm packages stay external.
import { readFileSync } from 'node:fs';
import { build } from 'esbuild';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies).filter((name) => !name.startsWith('@lbj/'));

await build({
  entryPoints: { server: 'src/server.ts', admin: 'src/admin.ts', backup: 'src/backup.ts' },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  external,
  logLevel: 'warning',
  absWorkingDir: new URL('.', import.meta.url).pathname,
});
console.log('server built: server/dist/server.js, server/dist/admin.js, server/dist/backup.js');
