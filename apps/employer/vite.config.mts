/// <reference types='vitest' />
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { linguiMacro } from '../../tools/vite/lingui-macro.mjs';
import { nxViteTsPaths } from '@nx/vite/plugins/nx-tsconfig-paths.plugin';
import { buildInfoPlugin } from '../../tools/vite/build-info-plugin.mjs';

// The API allows exactly the three app origins, so each app keeps its port (no fallback to another).
const PORT = 4300;

export default defineConfig(() => ({
  root: import.meta.dirname,
  cacheDir: '../../node_modules/.vite/apps/employer',
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
  plugins: [react(), linguiMacro(`${import.meta.dirname}/lingui.config.ts`), nxViteTsPaths(), buildInfoPlugin()],
  build: {
    outDir: '../../dist/apps/employer',
    emptyOutDir: true,
    reportCompressedSize: true,
    commonjsOptions: {
      transformMixedEsModules: true,
    },
  },
  test: {
    name: 'employer',
    watch: false,
    globals: true,
    environment: 'jsdom',
    setupFiles: ['./src/test-setup.ts'],
    // Whole journeys through lazy pages (open a chat, reply) on a shared two-core machine.
    testTimeout: 45_000,
    include: ['{src,tests}/**/*.{test,spec}.{js,mjs,cjs,ts,mts,cts,jsx,tsx}'],
    reporters: ['default'],
    coverage: {
      reportsDirectory: '../../coverage/apps/employer',
      provider: 'v8' as const,
    },
  },
}));
