import { defineConfig } from '@lingui/cli';
// eslint-disable-next-line @nx/enforce-module-boundaries -- build configuration shared with the Vite plugin
import { catalogConfig } from '../../../tools/vite/lingui-macro.mjs';

/**
 * The vacancy editor's own catalog (the employers' and the editors' apps load it with theirs, through
 * `loadVacancyEditorCatalog`): the job seekers' app, which has no editor, does not download these
 * strings before its first render. Update: `node tools/i18n-check.mjs --write`, then translate the
 * Russian .po (see libs/shared/i18n/lingui.config.ts).
 */
export default defineConfig(catalogConfig(['<rootDir>/src']));
