import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { linguiMacro } from '../../../tools/vite/lingui-macro.mjs';
import { nxViteTsPaths } from '@nx/vite/plugins/nx-tsconfig-paths.plugin';
import { nxCopyAssetsPlugin } from '@nx/vite/plugins/nx-copy-assets.plugin';
export default defineConfig(() => ({
  root: import.meta.dirname,
  cacheDir: '../../../node_modules/.vite/libs/shared/vacancy-editor',
  plugins: [
    react(),
    linguiMacro(`${import.meta.dirname}/../i18n/lingui.config.ts`),
    nxViteTsPaths(),
    nxCopyAssetsPlugin(['*.md']),
  ],
  test: {
    name: 'vacancy-editor',
    watch: false,
    // Room for a slow, shared machine (CI runs every suite at once).
    testTimeout: 45_000,
    hookTimeout: 60_000,
    globals: true,
    environment: 'jsdom',
    setupFiles: ['./src/test-setup.ts'],
    include: ['src/**/*.{test,spec}.{js,mjs,cjs,ts,mts,cts,jsx,tsx}'],
    reporters: ['default'],
    coverage: {
      reportsDirectory: '../../../coverage/libs/shared/vacancy-editor',
      provider: 'v8' as const,
    },
  },
}));
