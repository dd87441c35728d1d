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

  it('fails lint when a shared lib imports an audience app scope', async () => {
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

  it('passes lint when an app imports the contracts', async () => {
    const errors = await boundaryErrors('apps/seeker/src/probe.ts', "export { authRoutes } from '@jobs/contracts';\n");
    expect(errors).toEqual([]);
  });
});
