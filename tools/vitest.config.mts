import { defineConfig } from 'vitest/config';
import { nxViteTsPaths } from '@nx/vite/plugins/nx-tsconfig-paths.plugin';

export default defineConfig(() => ({
  root: import.meta.dirname,
  cacheDir: '../node_modules/.vite/tools',
  plugins: [nxViteTsPaths()],
  test: {
    name: 'tools',
    watch: false,
    // The module-boundary spec (boundaries/) uses globals; the tools' own specs import from vitest.
    globals: true,
    environment: 'node',
    include: ['**/__tests__/*.spec.ts', 'boundaries/*.spec.ts'],
    exclude: ['**/node_modules/**'],
    reporters: ['default'],
    testTimeout: 60_000,
  },
}));
