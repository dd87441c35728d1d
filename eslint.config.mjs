import nx from '@nx/eslint-plugin';

// Browser code may not reach the server's stack, and the server may not pull in UI state libraries.
const SERVER_ONLY = [
  'fastify',
  '@fastify/*',
  'fastify-*',
  'drizzle-orm',
  'drizzle-orm/*',
  'pg',
  '@electric-sql/*',
  'sharp',
];
const BROWSER_ONLY = [
  'react',
  'react-dom',
  'react-dom/*',
  'react-router',
  'react-router/*',
  'jotai',
  'jotai/*',
  '@tanstack/react-query',
  'sonner',
  'ky',
  'posthog-js',
  'react-onesignal',
];

/**
 * Module boundaries: scope × type × platform. No `*` wildcard anywhere, so a project without
 * tags cannot import anything tagged and every new project must say what it is. What each tag
 * means, and which lib carries which: docs/architecture.md (tools/boundaries checks that the tags
 * match what the libs hold and who uses them).
 */
export const depConstraints = [
  // scope: each audience imports itself and shared; shared imports only shared. A lib used by two
  // audiences carries both scopes (vacancy-editor: scope:employer + scope:admin): every rule of
  // its tags applies, so it may import only shared libs (or libs of both its audiences), the two
  // apps may import it, and the seeker app and the shared libs may not.
  {
    sourceTag: 'scope:seeker',
    onlyDependOnLibsWithTags: ['scope:seeker', 'scope:shared'],
  },
  {
    sourceTag: 'scope:employer',
    onlyDependOnLibsWithTags: ['scope:employer', 'scope:shared'],
  },
  {
    sourceTag: 'scope:admin',
    onlyDependOnLibsWithTags: ['scope:admin', 'scope:shared'],
  },
  {
    sourceTag: 'scope:server',
    onlyDependOnLibsWithTags: ['scope:server', 'scope:shared'],
  },
  {
    sourceTag: 'scope:tools',
    onlyDependOnLibsWithTags: ['scope:tools', 'scope:server', 'scope:shared'],
  },
  { sourceTag: 'scope:shared', onlyDependOnLibsWithTags: ['scope:shared'] },
  { sourceTag: 'scope:e2e', onlyDependOnLibsWithTags: ['scope:shared', 'scope:server'] },
  // type: apps compose everything below; libraries only reach downwards. A feature never imports
  // a feature, so the app shell (@jobs/app-shell, a feature) is the apps' alone.
  {
    sourceTag: 'type:app',
    onlyDependOnLibsWithTags: ['type:feature', 'type:ui', 'type:data-access', 'type:domain', 'type:util'],
  },
  {
    sourceTag: 'type:feature',
    onlyDependOnLibsWithTags: ['type:ui', 'type:data-access', 'type:domain', 'type:util'],
  },
  { sourceTag: 'type:ui', onlyDependOnLibsWithTags: ['type:ui', 'type:util'] },
  {
    sourceTag: 'type:data-access',
    onlyDependOnLibsWithTags: ['type:data-access', 'type:domain', 'type:util'],
  },
  {
    sourceTag: 'type:domain',
    onlyDependOnLibsWithTags: ['type:domain', 'type:util'],
  },
  { sourceTag: 'type:util', onlyDependOnLibsWithTags: ['type:util'] },
  // platform: what may run where.
  {
    sourceTag: 'platform:browser',
    onlyDependOnLibsWithTags: ['platform:browser', 'platform:universal'],
    bannedExternalImports: SERVER_ONLY,
  },
  {
    sourceTag: 'platform:server',
    onlyDependOnLibsWithTags: ['platform:server', 'platform:universal'],
    bannedExternalImports: BROWSER_ONLY,
  },
  {
    sourceTag: 'platform:universal',
    onlyDependOnLibsWithTags: ['platform:universal'],
    bannedExternalImports: [...SERVER_ONLY, ...BROWSER_ONLY],
  },
];

const baseConfig = [
  ...nx.configs['flat/base'],
  ...nx.configs['flat/typescript'],
  ...nx.configs['flat/javascript'],
  {
    ignores: [
      '**/dist',
      '**/out-tsc',
      '**/data',
      '**/playwright-report',
      '**/test-results',
      '**/vite.config.*.timestamp*',
      '**/vitest.config.*.timestamp*',
      // Compiled by `lingui compile`.
      '**/src/locales/**/*.ts',
    ],
  },
  {
    files: ['**/*.ts', '**/*.tsx', '**/*.js', '**/*.jsx'],
    rules: {
      '@nx/enforce-module-boundaries': [
        'error',
        {
          enforceBuildableLibDependency: true,
          allow: ['^.*/eslint(\\.base)?\\.config\\.[cm]?[jt]s$'],
          depConstraints,
        },
      ],
    },
  },
  {
    files: ['**/*.ts', '**/*.tsx'],
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
];

export default baseConfig;

/**
 * The React projects' config (the three apps and the React libs): Nx's React rules, then the base.
 * `role` on one of our components is a prop (the account's role: `<AccountSettingsPage
 * role="employer">`), not an ARIA role: the ARIA rule looks at DOM elements only.
 */
export const reactConfig = [
  ...nx.configs['flat/react'],
  ...baseConfig,
  {
    files: ['**/*.tsx', '**/*.jsx'],
    rules: { 'jsx-a11y/aria-role': ['warn', { ignoreNonDOM: true }] },
  },
];
