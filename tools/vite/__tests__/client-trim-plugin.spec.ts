import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientTrimPlugin } from '../client-trim-plugin.mjs';

// Under the workspace, so the fixtures resolve zod and react-router from its node_modules.
const WORKSPACE_TMP = join(import.meta.dirname, '../../../tmp');

describe('clientTrimPlugin', () => {
  let root: string;
  /** Builds `source` as an ES module with the plugin; returns the output file. */
  const bundle = async (name: string, source: string): Promise<string> => {
    await writeFile(join(root, `${name}.js`), source);
    await build({
      root,
      configFile: false,
      logLevel: 'silent',
      plugins: [clientTrimPlugin()],
      build: {
        outDir: join(root, `dist-${name}`),
        minify: false,
        lib: { entry: join(root, `${name}.js`), formats: ['es'], fileName: name },
        rolldownOptions: { external: [/^react($|\/)/, /^react-dom($|\/)/] },
      },
    });
    const files = await readdir(join(root, `dist-${name}`));
    const output = files.find((file) => file.startsWith(name));
    if (!output) throw new Error(`no output for ${name}: ${files.join(', ')}`);
    return join(root, `dist-${name}`, output);
  };

  beforeAll(async () => {
    await mkdir(WORKSPACE_TMP, { recursive: true });
    root = await mkdtemp(join(WORKSPACE_TMP, 'client-trim-'));
  });
  afterAll(() => rm(root, { recursive: true, force: true }));

  it('leaves JSON Schema generation out of zod, which still validates', async () => {
    const file = await bundle(
      'zod',
      [
        "import { z } from 'zod';",
        'const schema = z.object({ name: z.string().min(2).max(5), tags: z.array(z.string()).default([]) });',
        'export const out = {};',
        "out.parsed = schema.parse({ name: 'Ann' });",
        "out.failed = schema.safeParse({ name: 'A' }).success;",
        'out.maxLength = schema.shape.name.maxLength;',
        "out.standard = schema['~standard'].validate({ name: 'Bob' }).value;",
        "try { schema.toJSONSchema(); out.jsonSchema = 'made'; } catch (error) { out.jsonSchema = error.message; }",
      ].join('\n'),
    );
    expect(await readFile(file, 'utf8')).not.toContain('draft-2020-12');
    const { out } = await import(pathToFileURL(file).href);
    expect(out).toEqual({
      parsed: { name: 'Ann', tags: [] },
      failed: false,
      maxLength: 5,
      standard: { name: 'Bob', tags: [] },
      jsonSchema: expect.stringMatching(/left out of this app's bundle/),
    });
  }, 60_000);

  it("takes React Router's production build (no development warnings)", async () => {
    const file = await bundle(
      'router',
      "import { useNavigate } from 'react-router';\nexport const hook = useNavigate;\n",
    );
    const code = await readFile(file, 'utf8');
    expect(code).toContain('function useNavigate');
    expect(code).toContain('react-router/dist/production/');
    expect(code).not.toContain('react-router/dist/development/');
  }, 60_000);
});
