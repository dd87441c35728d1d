import { createProjectGraphAsync } from '@nx/devkit';
import { ESLint } from 'eslint';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** Lints a file that does not exist on disk, as if it lived at `filePath`, and returns the boundary errors. */
const boundaryErrors = async (filePath: string, code: string): Promise<string[]> => {
  const eslint = new ESLint({ cwd: root });
  const [result] = await eslint.lintText(code, { filePath: `${root}${filePath}` });
  return (result?.messages ?? []).filter((m) => m.ruleId === '@nx/enforce-module-boundaries').map((m) => m.message);
};

describe('module boundaries', () => {
  beforeAll(async () => {
    // The rule reads the cached project graph: make sure it is there and current.
    await createProjectGraphAsync({ exitOnError: false });
  }, 120_000);

  it('fails lint when a ui lib imports a data-access lib', async () => {
    const errors = await boundaryErrors(
      'libs/shared/ui/src/lib/probe.ts',
      "export { createApiClient } from '@jobs/api-client';\n",
    );
    expect(errors.join('\n')).toMatch(/type:ui/);
  });

  it('fails lint when a shared lib imports a server lib', async () => {
    const errors = await boundaryErrors(
      'libs/shared/contracts/src/lib/probe.ts',
      "export { hashPassword } from '@jobs/server-auth-core';\n",
    );
    expect(errors.length).toBeGreaterThan(0);
  });

  it('fails lint when browser code imports the server stack', async () => {
    const errors = await boundaryErrors(
      'apps/seeker/src/probe.ts',
      "import fastify from 'fastify';\nexport const app = fastify;\n",
    );
    expect(errors.join('\n')).toMatch(/fastify/);
  });

  it('fails lint when the server imports a browser state library', async () => {
    const errors = await boundaryErrors(
      'apps/api/src/probe.ts',
      "import { atom } from 'jotai';\nexport const a = atom(0);\n",
    );
    expect(errors.join('\n')).toMatch(/jotai/);
  });

  it('fails lint when the seeker app imports a server lib', async () => {
    const errors = await boundaryErrors('apps/seeker/src/probe.ts', "export * from '@jobs/server-db';\n");
    expect(errors.length).toBeGreaterThan(0);
  });

  // Per-audience scopes: the vacancy editor belongs to the employer and editor apps.
  it('fails lint when the seeker app imports an employer/admin lib', async () => {
    const errors = await boundaryErrors(
      'apps/seeker/src/probe.ts',
      "export { VacancyForm } from '@jobs/vacancy-editor';\n",
    );
    expect(errors.join('\n')).toMatch(
      /"scope:seeker" can only depend on libs tagged with "scope:seeker", "scope:shared"/,
    );
  });

  it.each(['employer', 'admin'])('passes lint when the %s app imports the employer/admin lib', async (app) => {
    const errors = await boundaryErrors(
      `apps/${app}/src/probe.ts`,
      "export { VacancyForm } from '@jobs/vacancy-editor';\n",
    );
    expect(errors).toEqual([]);
  });

  it('fails lint when a shared lib imports an audience lib', async () => {
    const errors = await boundaryErrors(
      'libs/shared/chat/src/lib/probe.ts',
      "export { describeServerError } from '@jobs/vacancy-editor';\n",
    );
    expect(errors.join('\n')).toMatch(/"scope:shared" can only depend on libs tagged with "scope:shared"/);
  });

  // The app shell is a feature: the apps import it, no library does.
  it.each([
    ['a feature lib', 'libs/shared/auth/src/lib/probe.ts', /"type:feature" can only depend on/],
    ['the ui lib', 'libs/shared/ui/src/lib/probe.ts', /"type:ui" can only depend on/],
    ['a util lib', 'libs/shared/testing/src/lib/probe.ts', /"type:util" can only depend on/],
  ])('fails lint when %s imports the app shell', async (_, file, message) => {
    const errors = await boundaryErrors(file, "export { TranslationBanner } from '@jobs/app-shell';\n");
    expect(errors.join('\n')).toMatch(message);
  });

  it('passes lint when an app imports the app shell', async () => {
    const errors = await boundaryErrors('apps/seeker/src/probe.ts', "export { startApp } from '@jobs/app-shell';\n");
    expect(errors).toEqual([]);
  });

  it('passes lint when a feature lib imports the data-access lib', async () => {
    const errors = await boundaryErrors(
      'libs/shared/auth/src/lib/probe.ts',
      "export { useApiClient } from '@jobs/web-platform';\n",
    );
    expect(errors).toEqual([]);
  });

  it('passes lint when an app imports the contracts', async () => {
    const errors = await boundaryErrors('apps/seeker/src/probe.ts', "export { authRoutes } from '@jobs/contracts';\n");
    expect(errors).toEqual([]);
  });
});
