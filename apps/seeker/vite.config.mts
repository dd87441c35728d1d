/// <reference types='vitest' />
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { linguiMacro } from '../../tools/vite/lingui-macro.mjs';
import { nxViteTsPaths } from '@nx/vite/plugins/nx-tsconfig-paths.plugin';
import { buildInfoPlugin } from '../../tools/vite/build-info-plugin.mjs';
import { clientTrimPlugin } from '../../tools/vite/client-trim-plugin.mjs';
import { inlineEntryCssPlugin } from '../../tools/vite/inline-entry-css-plugin.mjs';
import { landingPreloadPlugin } from '../../tools/vite/landing-preload-plugin.mjs';
import { seoPagesPlugin } from '../../tools/vite/seo-pages-plugin.mjs';
import { startAfterPaintPlugin } from '../../tools/vite/start-after-paint-plugin.mjs';

// The API allows exactly the three app origins, so each app keeps its port (no fallback to another).
const PORT = 4200;

const SHELL_MODULES = new RegExp(
  [
    String.raw`/node_modules/(react|react-dom|scheduler|react-router|ky|js-cookie|@lingui/core)/`,
    String.raw`/node_modules/@tanstack/react-query/build/modern/QueryClientProvider\.js$`,
    String.raw`/libs/shared/contracts/src/lib/(constants|route)\.ts$`,
    String.raw`/libs/shared/i18n/src/lib/use-i18n\.ts$`,
    String.raw`vite/preload-helper`,
    String.raw`rolldown/runtime`,
  ].join('|'),
);

const BROWSE_MODULES = new RegExp(
  [
    String.raw`/apps/seeker/src/app/(search/|i18n/ui-locale|vacancy/vacancy-(format|query)|ui/load-error-card)`,
    String.raw`/libs/shared/ui/src/lib/(vacancy/|image/|page/card|seo/page-meta|form/button-link)`,
    String.raw`/libs/shared/contracts/src/lib/(vacancy|collections|search)\.ts$`,
  ].join('|'),
);

// What `/vacancies` and a vacancy page share besides browsing: the Apply, favourite and hide
// buttons with their queries, labels and forms' error texts. Left to the bundler, each of these
// modules (shared with other pages too) was a chunk of its own: 13 requests before the first
// card on `/vacancies`, and Lighthouse's simulated slow 4G spends a round trip on each (six at
// a time per origin over HTTP/1.1), which made most of the gap in its largest paint.
const VACANCY_ACTION_MODULES = new RegExp(
  [
    String.raw`/apps/seeker/src/app/applications/(apply-button|apply-dialog-host|application-labels|application-queries|apply-params|application-paths)\.tsx?$`,
    String.raw`/apps/seeker/src/app/applications/applications\.module\.css`,
    String.raw`/apps/seeker/src/app/lists/(favorite-button|hide-menu|list-queries|vacancy-list-actions)\.tsx?$`,
    String.raw`/apps/seeker/src/app/lists/lists\.module\.css`,
    String.raw`/libs/shared/contracts/src/lib/lists\.ts$`,
    String.raw`/libs/shared/ui/src/lib/form/(text-field|error-messages)\.tsx?$`,
    String.raw`/libs/shared/ui/src/lib/form/form\.module\.css`,
  ].join('|'),
);

// What a vacancy page adds to those (shared with the company, chat and application pages): the
// report button and risk warning, the screening questions, the reply-promise and
// responsiveness lines, the vacancy's text and JSON-LD, the dialogs. One chunk instead of ten.
const VACANCY_PAGE_MODULES = new RegExp(
  [
    String.raw`/apps/seeker/src/app/applications/screening-questions\.tsx$`,
    String.raw`/apps/seeker/src/app/salaries/city-case\.ts$`,
    String.raw`/apps/seeker/src/app/chat/chat-paths\.ts$`,
    String.raw`/apps/seeker/src/app/reports/(report-button|risk-warning)(\.tsx$|\.module\.css)`,
    String.raw`/apps/seeker/src/app/vacancy/vacancy-text\.tsx$`,
    String.raw`/apps/seeker/src/app/companies/(reply-promise-line|responsiveness-line)\.tsx$`,
    String.raw`/apps/seeker/src/app/(companies/company-page|vacancy/vacancy-page)\.module\.css`,
    String.raw`/libs/shared/contracts/src/lib/(salaries|reports|application-status|chat|job-posting)\.ts$`,
    String.raw`/libs/shared/ui/src/lib/dialog/(confirm-dialog|dialog)(\.tsx$|\.module\.css)`,
    String.raw`/libs/shared/ui/src/lib/form/text-area-field(\.tsx$|\.module\.css)`,
    String.raw`/libs/shared/ui/src/lib/seo/json-ld\.tsx$`,
  ].join('|'),
);

export default defineConfig(() => ({
  root: import.meta.dirname,
  cacheDir: '../../node_modules/.vite/apps/seeker',
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
  plugins: [
    react(),
    linguiMacro(`${import.meta.dirname}/lingui.config.ts`),
    nxViteTsPaths(),
    buildInfoPlugin(),
    // Vacancy and company pages with their own head (title, Open Graph, JSON-LD) from the API, and
    // robots.txt, in development and preview (production: tools/seo-pages-server.mjs).
    seoPagesPlugin(),
    // Production builds: React Router's production files, zod without JSON Schema generation.
    clientTrimPlugin(),
    // The app's code is requested and run once index.html's static shell has painted.
    startAfterPaintPlugin(),
    // The entry's stylesheet inside index.html: the static shell there paints without waiting for a request.
    inlineEntryCssPlugin(),
    // The landing pages' chunks download with the first chunk (see the plugin); keep in step with routes.tsx.
    landingPreloadPlugin({
      pages: {
        '^/$': 'src/app/home/home-page.tsx',
        '^/vacancies/?$': 'src/app/pages/vacancies-page.tsx',
        '^/vacancies/[^/]+/?$': 'src/app/vacancy/vacancy-page.tsx',
        '^/categories/?$': 'src/app/pages/categories-page.tsx',
      },
      // The catalogs of the page's locale (`/en/...` English, other paths Russian) load before the
      // first render; the other language's never do (keep in step with src/app/catalog.ts).
      // Every start of this localized app loads the localized router (a chunk of its own, see
      // startApp, with the translation banner's stylesheet, which the router's import waits for).
      always: ['../../libs/shared/app-shell/src/lib/localized-router.tsx'],
      defaultLocale: 'ru',
      // Requested once the static shell has painted, with the app's entry (startAfterPaintPlugin).
      afterPaint: true,
      locales: {
        ru: ['../../libs/shared/i18n/src/locales/ru/messages.ts', 'src/locales/ru/messages.ts'],
        en: ['../../libs/shared/i18n/src/locales/en/messages.ts', 'src/locales/en/messages.ts'],
      },
    }),
  ],
  build: {
    outDir: '../../dist/apps/seeker',
    emptyOutDir: true,
    reportCompressedSize: true,
    commonjsOptions: {
      transformMixedEsModules: true,
    },
    rolldownOptions: {
      treeshake: {
        // The shared libraries' modules run nothing at import (no top-level statements besides
        // declarations), so a module whose exports are unused is left out. Without this, importing
        // one name from a barrel (`@jobs/ui`, `@jobs/contracts`) kept every module behind it (their
        // CSS-module imports count as side effects) and put page-only code into the first chunk.
        // So `@jobs/ui`'s `import './lib/theme.css'` is dropped too: index.html links the theme itself
        // (src/styles.css).
        moduleSideEffects: [{ test: /\/libs\/shared\/[^/]+\/src\/.+\.tsx?$/, sideEffects: false }],
      },
      output: {
        codeSplitting: {
          groups: [
            {
              // What the first chunk needs anyway, in one file (one request, and better compression
              // than the seven small shared pieces it was otherwise split into): the framework
              // packages every page runs on, and the zod-free contract constants and i18n hook the
              // shell itself uses. Page-only packages (react-hook-form, posthog-js, react-onesignal,
              // sonner), the contracts' schemas and the signed-in frame (chat store) stay in lazy
              // chunks.
              name: 'framework',
              test: SHELL_MODULES,
            },
            // A locale's catalogs (the shared libraries' and the app's) in one file each.
            { name: 'messages-ru', test: /\/locales\/ru\/messages\.ts$/ },
            { name: 'messages-en', test: /\/locales\/en\/messages\.ts$/ },
            {
              // The rest of what the first render needs (the app shell), so the browse group below
              // takes none of it.
              name: 'shell',
              tags: ['$initial' as const],
            },
            {
              // What two or more pages share of browsing (search, vacancy cards and format, images,
              // page frame, their contracts): one chunk instead of a dozen small ones, so a landing
              // page loads in a few requests.
              name: 'browse',
              test: BROWSE_MODULES,
              minShareCount: 2,
            },
            { name: 'vacancy-actions', test: VACANCY_ACTION_MODULES, minShareCount: 2 },
            { name: 'vacancy-extras', test: VACANCY_PAGE_MODULES, minShareCount: 2 },
          ],
        },
      },
    },
  },
  test: {
    name: 'seeker',
    watch: false,
    globals: true,
    environment: 'jsdom',
    setupFiles: ['./src/test-setup.ts'],
    // Whole journeys through lazy pages (sign in, open a chat, send) on a shared two-core machine.
    testTimeout: 45_000,
    include: ['{src,tests}/**/*.{test,spec}.{js,mjs,cjs,ts,mts,cts,jsx,tsx}'],
    reporters: ['default'],
    coverage: {
      reportsDirectory: '../../coverage/apps/seeker',
      provider: 'v8' as const,
    },
  },
}));
