import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { documentIds } from './scripts/vite-document-ids.ts';

/**
 * Builds the browser side: one entry that hydrates islands, one lazy chunk per
 * island, and the global stylesheet. The server reads dist/client/.vite/manifest.json.
 */
export default defineConfig({
  plugins: [documentIds(), react()],
  publicDir: false,
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    manifest: true,
    assetsDir: 'assets',
    // Maps are written for debugging but not referenced from the bundles, so browsers never fetch them.
    sourcemap: 'hidden',
    rolldownOptions: {
      input: ['client/entry.tsx', 'client/styles.css'],
    },
  },
});
