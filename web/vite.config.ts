import { createRequire } from 'node:module';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// react-router's export map offers bundlers only its development build; the browser bundle
// takes the production one (no development warnings, smaller).
const require = createRequire(import.meta.url);
const routerDir = path.dirname(require.resolve('react-router/package.json'));

export default defineConfig(({ isSsrBuild, mode }) => ({
  plugins: [react()],
  resolve: {
    alias:
      mode === 'production' && !isSsrBuild
        ? [
            {
              find: /^react-router$/,
              replacement: path.join(routerDir, 'dist/production/index.mjs'),
            },
          ]
        : [],
  },
  build: {
    outDir: 'dist/client',
    manifest: true,
    emptyOutDir: true,
    assetsInlineLimit: 0,
  },
  server: {
    proxy: { '/api': 'http://127.0.0.1:3000', '/uploads': 'http://127.0.0.1:3000' },
  },
}));
