/// <reference types='vitest' />
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { nxViteTsPaths } from '@nx/vite/plugins/nx-tsconfig-paths.plugin';

// The API allows exactly the three app origins, so each app keeps its port (no fallback to another).
const PORT = 4200;

// The chat and notifications libs' modules run nothing when imported, so the bundler may leave out
// what a chunk does not use: the first chunk keeps the chat store and the poller (for the header's
// unread badge and the toasts) and the chat UI stays in the chat pages' chunks. Their CSS is a side
// effect of the components that import it and follows them.
const SIDE_EFFECT_FREE_MODULES = /[\\/]libs[\\/]shared[\\/](chat|notifications)[\\/]src[\\/].+\.tsx?$/;

export default defineConfig(() => ({
  root: import.meta.dirname,
  cacheDir: '../../node_modules/.vite/apps/seeker',
  server: {
    port: PORT,
    strictPort: true,
    host: 'localhost',
  },
  preview: {
    port: PORT,
    strictPort: true,
    host: 'localhost',
  },
  plugins: [react(), nxViteTsPaths()],
  build: {
    outDir: '../../dist/apps/seeker',
    emptyOutDir: true,
    reportCompressedSize: true,
    commonjsOptions: {
      transformMixedEsModules: true,
    },
    rolldownOptions: {
      treeshake: {
        moduleSideEffects: (id: string) => !SIDE_EFFECT_FREE_MODULES.test(id),
      },
    },
  },
  test: {
    name: 'seeker',
    watch: false,
    globals: true,
    environment: 'jsdom',
    setupFiles: ['./src/test-setup.ts'],
    // Whole journeys through lazy pages (sign in, open a chat, send) on a shared two-core machine.
    testTimeout: 20_000,
    include: ['{src,tests}/**/*.{test,spec}.{js,mjs,cjs,ts,mts,cts,jsx,tsx}'],
    reporters: ['default'],
    coverage: {
      reportsDirectory: '../../coverage/apps/seeker',
      provider: 'v8' as const,
    },
  },
}));
