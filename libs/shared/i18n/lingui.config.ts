import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';

/**
 * The shared libraries' catalog: strings of @jobs/i18n (translation banner), @jobs/ui (layouts,
 * settings menu, error page) and @jobs/web-platform (new-build notice), written in English and
 * translated through explicit ids (`i18n._({ id, message })`, no macro, so the libraries need no
 * build plugin). Each app keeps its own catalog for its pages.
 *
 * Update: `npx lingui extract --config libs/shared/i18n/lingui.config.ts --clean --overwrite`, translate the
 * Russian .po, then `npx lingui compile --config libs/shared/i18n/lingui.config.ts --typescript`;
 * `node tools/i18n-check.mjs` fails when either is out of date or a Russian translation is missing.
 */
export default defineConfig({
  sourceLocale: 'en',
  locales: ['ru', 'en'],
  format: formatter({ lineNumbers: false }),
  catalogs: [
    {
      path: '<rootDir>/src/locales/{locale}/messages',
      include: ['<rootDir>/src', '<rootDir>/../ui/src', '<rootDir>/../web-platform/src'],
      exclude: ['**/__tests__/**', '**/*.spec.ts', '**/*.spec.tsx', '**/node_modules/**'],
    },
  ],
  orderBy: 'messageId',
  compileNamespace: 'ts',
});
