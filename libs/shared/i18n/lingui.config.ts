import { defineConfig } from '@lingui/cli';
// eslint-disable-next-line @nx/enforce-module-boundaries -- build configuration shared with the Vite plugin
import { catalogConfig } from '../../../tools/vite/lingui-macro.mjs';

/**
 * The shared libraries' catalog: strings of @jobs/ui (layouts, settings menu, error page, dialogs,
 * shared components), @jobs/app-shell (translation banner, new-build notice), @jobs/chat,
 * @jobs/auth and @jobs/notifications, written in English (@jobs/vacancy-editor has its own, which
 * only the employers' and the editors' apps load). Libraries translate
 * either with explicit ids (`i18n._({ id, message })` through `useI18n`) or with the Lingui macros
 * (`useLingui`/`Trans`/`Plural` from `@lingui/react/macro`, compiled by tools/vite/lingui-macro.mjs),
 * which call the fallback-safe runtime in @jobs/i18n (`runtimeConfigModule`: `linguiRuntime` of
 * tools/vite/lingui-macro.mjs, shared by every config). Each app keeps its own catalog for its pages.
 *
 * Update: `npx lingui extract --config libs/shared/i18n/lingui.config.ts --clean --overwrite`, translate the
 * Russian .po, then `npx lingui compile --config libs/shared/i18n/lingui.config.ts --typescript`;
 * `node tools/i18n-check.mjs` fails when either is out of date or a Russian translation is missing.
 */
export default defineConfig(
  catalogConfig([
    '<rootDir>/src',
    ...['ui', 'app-shell', 'chat', 'auth', 'notifications'].map((lib) => `<rootDir>/../${lib}/src`),
  ]),
);
