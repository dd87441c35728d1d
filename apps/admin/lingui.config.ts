import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';
// eslint-disable-next-line @nx/enforce-module-boundaries -- build configuration shared with the Vite plugin
import { linguiRuntime } from '../../tools/vite/lingui-macro.mjs';

/**
 * The admin app's own catalog (its pages), loaded with the shared libraries' one. Strings are written
 * in English with the Lingui macros (`useLingui`, `Trans`, `Plural` from `@lingui/react/macro`).
 *
 * Update: `node tools/i18n-check.mjs --write apps/admin/lingui.config.ts`, translate the Russian .po,
 * run it again; `node tools/i18n-check.mjs` (in `npm test`) fails when a catalog is out of date or
 * a Russian translation is missing.
 */
export default defineConfig({
  sourceLocale: 'en',
  locales: ['ru', 'en'],
  format: formatter({ lineNumbers: false }),
  catalogs: [
    {
      path: '<rootDir>/src/locales/{locale}/messages',
      include: ['<rootDir>/src'],
      exclude: ['**/__tests__/**', '**/*.spec.ts', '**/*.spec.tsx', '**/node_modules/**'],
    },
  ],
  orderBy: 'messageId',
  compileNamespace: 'ts',
  runtimeConfigModule: { ...linguiRuntime },
});
