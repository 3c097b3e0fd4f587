import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { documentIds } from './scripts/vite-document-ids.ts';

/**
 * Builds the browser side: one entry that hydrates islands, one lazy chunk per
 * island, and the global stylesheet. The server reads dist/client/.vite/manifest.json.
 *
 * The service worker (client/sw.ts) is built by vite-plugin-pwa's injectManifest into dist/client/sw.js, with the
 * list of hashed bundles and styles to precache (Workbox). Chosen because it is the maintained Vite integration of
 * Workbox: precaching with revisions, routing and cache cleanup come from Workbox rather than hand-written code.
 * The web app manifest is our own (public/manifest.webmanifest), so the plugin neither writes one nor registers.
 */
export default defineConfig({
  plugins: [
    documentIds(), react(),
    VitePWA({
      strategies: 'injectManifest', srcDir: 'client', filename: 'sw.ts', injectRegister: false, manifest: false,
      injectManifest: { globPatterns: ['assets/entry-*.js', 'assets/*.css'] },
    }),
  ],
  publicDir: false,
  resolve: {
    // Islands receive their messages already parsed (server/i18n/catalogues.ts): FormatJS's runtime without its ICU parser.
    alias: [{ find: /^@formatjs\/icu-messageformat-parser$/, replacement: '@formatjs/icu-messageformat-parser/no-parser.js' }],
  },
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    manifest: true,
    assetsDir: 'assets',
    // Maps are written for debugging but not referenced from the bundles, so browsers never fetch them.
    sourcemap: 'hidden',
    // The server writes a modulepreload link for each island on the page and everything it imports (server/render/assets.ts),
    // so the entry carries no preload table of its own (one file list per island, fetched by every page).
    modulePreload: false,
    rolldownOptions: {
      input: ['client/entry.tsx', 'client/styles.css'],
      // Every chunk's name is listed in the entry's island map and preload table, and a hash does not compress:
      // 7 characters (42 bits; the bundler asks for at least that many for this number of chunks) instead of 8.
      output: { chunkFileNames: 'assets/[name]-[hash:7].js', entryFileNames: 'assets/[name]-[hash:7].js' },
    },
  },
});
