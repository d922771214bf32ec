import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

/**
 * Each chunk's static imports, followed to the end: the chunks that have surely run before any
 * code of it runs. Filled when the bundle is written, before Vite lists the dependencies of each
 * dynamic import (its `generateBundle` comes after this plugin's).
 */
const staticallyLoaded = new Map<string, ReadonlySet<string>>();

function staticImportClosures(): Plugin {
  return {
    name: 'lbj:static-import-closures',
    apply: 'build',
    generateBundle(_options, bundle) {
      staticallyLoaded.clear();
      const visit = (file: string, seen: Set<string>): Set<string> => {
        const chunk = bundle[file];
        if (chunk?.type !== 'chunk') return seen;
        for (const imported of chunk.imports) {
          if (seen.has(imported)) continue;
          seen.add(imported);
          visit(imported, seen);
        }
        return seen;
      };
      for (const file of Object.keys(bundle)) staticallyLoaded.set(file, visit(file, new Set()));
    },
  };
}

// Chunks and stylesheets are named by their hash alone (seven characters, the fewest Rolldown
// accepts for this many chunks: 42 bits still tell a file's versions apart). The entry chunk
// lists the name of every lazy chunk and its CSS (about ninety), so every character of those
// names is paid by every page's initial JavaScript: the modules' names cost the home page about
// 360 B gzip. Fonts and images keep their names. The server render bundle keeps its own names.
const browserFileNames = {
  entryFileNames: 'assets/[name]-[hash:7].js',
  chunkFileNames: 'assets/c-[hash:7].js',
  assetFileNames: (asset: { names: readonly string[] }) =>
    asset.names.some((name) => name.endsWith('.css'))
      ? 'assets/s-[hash:7][extname]'
      : 'assets/[name]-[hash:7][extname]',
};

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), staticImportClosures()],
  build: {
    outDir: 'dist/client',
    manifest: true,
    emptyOutDir: true,
    assetsInlineLimit: 0,
    // Two entries: the staff's app (index.html, the whole React app) and a public page's islands
    // (a few hundred bytes that load each island's code when it is needed).
    rolldownOptions: isSsrBuild
      ? {}
      : {
          input: { index: 'index.html', islands: 'src/islands/start.ts' },
          output: browserFileNames,
        },
    modulePreload: {
      // No polyfill for browsers without modulepreload (Safari before 17, Firefox before 115):
      // about 215 B gzip on every page. /boot.js fetches a public page's modules in its place;
      // there, a lazy chunk's imports after a client-side navigation come once the chunk has been
      // read, a round trip later (ADR 0038).
      polyfill: false,
      // A dynamic import's list of chunks to preload leaves out those its own chunk imports
      // statically: they have run already, so preloading them did nothing but cost every page
      // that carries the list their names (the home page's latest news listed seven).
      resolveDependencies: (_file, deps, { hostId, hostType }) =>
        hostType === 'js' ? deps.filter((dep) => !staticallyLoaded.get(hostId)?.has(dep)) : deps,
    },
  },
  server: {
    proxy: { '/api': 'http://127.0.0.1:3000', '/uploads': 'http://127.0.0.1:3000' },
  },
}));
