import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

/**
 * Builds the browser side: one entry that hydrates islands, one lazy chunk per
 * island, and the global stylesheet. The server reads dist/client/.vite/manifest.json.
 */
export default defineConfig({
  plugins: [react()],
  publicDir: false,
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    manifest: true,
    assetsDir: 'assets',
    sourcemap: true,
    rolldownOptions: {
      input: ['client/entry.tsx', 'client/styles.css'],
    },
  },
});
