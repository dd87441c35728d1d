// The Lingui macros (`import { useLingui, Trans, Plural } from '@lingui/react/macro'`) compiled by
// Babel inside Vite 8 (plugin-react 6 has no Babel option; see toolchain.md). Only modules that
// import a macro go through Babel; everything else stays on Oxc.
//
//   plugins: [react(), linguiMacro(join(import.meta.dirname, 'lingui.config.ts')), …]
import babel, { defineRolldownBabelPreset } from '@rolldown/plugin-babel';
import { getConfig } from '@lingui/conf';
import linguiMacroPlugin from '@lingui/babel-plugin-lingui-macro';
import { formatter } from '@lingui/format-po';

/**
 * What macro-compiled code imports, for `runtimeConfigModule` in every lingui.config.ts:
 * @jobs/i18n's instance and its provider-optional `useLingui`/`Trans` (they fall back to the shared
 * instance outside an I18nProvider, so a component renders in a unit test as in the app).
 */
export const linguiRuntime = {
  i18n: ['@jobs/i18n', 'i18n'],
  useLingui: ['@jobs/i18n', 'useLingui'],
  Trans: ['@jobs/i18n', 'Trans'],
};

/**
 * A catalog's Lingui configuration (every lingui.config.ts: the shared libraries' and each app's):
 * English source, Russian and English .po without line numbers, compiled to TypeScript, test files
 * left out, macros compiled against `linguiRuntime`.
 * @param {string[]} include the folders whose strings the catalog holds (`<rootDir>/src`, …)
 */
export const catalogConfig = (include) => ({
  sourceLocale: 'en',
  locales: ['ru', 'en'],
  format: formatter({ lineNumbers: false }),
  catalogs: [
    {
      path: '<rootDir>/src/locales/{locale}/messages',
      include,
      exclude: ['**/__tests__/**', '**/*.spec.ts', '**/*.spec.tsx', '**/node_modules/**'],
    },
  ],
  orderBy: 'messageId',
  compileNamespace: 'ts',
  runtimeConfigModule: { ...linguiRuntime },
});

/** @param {string} configPath the lingui.config.ts whose runtimeConfigModule the compiled code uses */
export const linguiMacro = (configPath) => {
  const linguiConfig = getConfig({ configPath, skipValidation: true });
  return babel({
    presets: [
      defineRolldownBabelPreset({
        preset: () => ({ plugins: [[linguiMacroPlugin, { linguiConfig }]] }),
        rolldown: { filter: { code: /@lingui\/(core|react)\/macro/ } },
      }),
    ],
  });
};
