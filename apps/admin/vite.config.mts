/// <reference types='vitest' />
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { linguiMacro } from '../../tools/vite/lingui-macro.mjs';
import { nxViteTsPaths } from '@nx/vite/plugins/nx-tsconfig-paths.plugin';
import { buildInfoPlugin } from '../../tools/vite/build-info-plugin.mjs';

// The API allows exactly the three app origins, so each app keeps its port (no fallback to another).
const PORT = 4400;

export default defineConfig(() => ({
  root: import.meta.dirname,
  cacheDir: '../../node_modules/.vite/apps/admin',
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
    outDir: '../../dist/apps/admin',
    emptyOutDir: true,
    reportCompressedSize: true,
    commonjsOptions: {
      transformMixedEsModules: true,
    },
  },
  test: {
    name: 'admin',
    watch: false,
    // Room for a slow, shared machine (CI runs every suite at once).
    testTimeout: 45_000,
    hookTimeout: 60_000,
    globals: true,
    environment: 'jsdom',
    setupFiles: ['./src/test-setup.ts'],
    include: ['{src,tests}/**/*.{test,spec}.{js,mjs,cjs,ts,mts,cts,jsx,tsx}'],
    reporters: ['default'],
    coverage: {
      reportsDirectory: '../../coverage/apps/admin',
      provider: 'v8' as const,
    },
  },
}));
