import { defineConfig } from '@lingui/cli';
// eslint-disable-next-line @nx/enforce-module-boundaries -- build configuration shared with the Vite plugin
import { catalogConfig } from '../../tools/vite/lingui-macro.mjs';

/**
 * The admin app's own catalog (its pages), loaded with the shared libraries' one. Strings are written
 * in English with the Lingui macros (`useLingui`, `Trans`, `Plural` from `@lingui/react/macro`).
 *
 * Update: `node tools/i18n-check.mjs --write apps/admin/lingui.config.ts`, translate the Russian .po,
 * run it again; `node tools/i18n-check.mjs` (in `npm test`) fails when a catalog is out of date or
 * a Russian translation is missing.
 */
export default defineConfig(catalogConfig(['<rootDir>/src']));
