// The checker behind tools/__tests__/docs.spec.ts finds each kind of untrue statement, on a small
// repository made for the test.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anchorsOf, checkDocs, headingSlug, splitMarkdown } from '../docs-check';

let root: string;
const write = (path: string, text: string) => {
  mkdirSync(join(root, path, '..'), { recursive: true });
  writeFileSync(join(root, path), text);
};
const problemsOf = (markdown: string) => {
  write('docs/page.md', markdown);
  return checkDocs(root).map(({ message }) => message);
};

beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'jobs-docs-check-'));
  write('package.json', JSON.stringify({ scripts: { start: 'x', 'create-editor': 'x', 'bench:chat': 'x' } }));
  write('apps/api/project.json', JSON.stringify({ name: 'api', targets: { 'test-pg': {} } }));
  write('apps/api/vitest.config.mts', '');
  write('apps/api/eslint.config.mjs', '');
  write('apps/seeker/project.json', JSON.stringify({ name: 'seeker', targets: {} }));
  write('apps/seeker/vite.config.mts', '');
  write('tools/i18n-check.mjs', '');
  write('README.md', '# Jobs\n\n## The first editor\n\nSee [operations](docs/page.md).\n');
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('docs check', () => {
  it('passes what is true', () => {
    expect(
      problemsOf(
        [
          '# Page',
          '',
          '[Back](../README.md#the-first-editor), [here](#page), [a site](https://example.com).',
          '',
          '```bash',
          'npm run create-editor -- --email a@b.cd',
          'npm run -s bench:chat',
          'npx nx run api:test-pg && npx nx run api:test && npx nx lint api && npx nx build seeker',
          'npx nx run-many -t test lint -p api',
          'npx nx run-many -t build test -p seeker',
          'node tools/i18n-check.mjs --write apps/<app>/lingui.config.ts',
          '```',
          '',
          'Run `npm start` or `node tools/i18n-check.mjs`; `dist/apps/api/main.mjs` is built.',
        ].join('\n'),
      ),
    ).toEqual([]);
  });

  it('finds a script that package.json does not have', () => {
    expect(problemsOf('Run `npm run create-editors`.')).toEqual([
      'npm run create-editors: no such script in package.json',
    ]);
  });

  it('finds an Nx project or target that does not exist', () => {
    expect(
      problemsOf(
        '```sh\nnpx nx run api:test-postgres\nnpx nx run web:build\nnpx nx serve-static api\n' +
          'npx nx run-many -t build -p api admin \\\n  --outputStyle=stream\n```',
      ),
    ).toEqual([
      'nx run api:test-postgres: api has no target test-postgres',
      'nx run web:build: no project web',
      'nx serve-static api: api has no target serve-static',
      'nx run-many: api has no target build',
      'nx run-many: no project admin',
    ]);
  });

  it('finds a link, an anchor or a repository path that leads nowhere', () => {
    expect(
      problemsOf(
        '[a](missing.md), [b](../README.md#no-such-heading), ![c](images/none.png), [d](../../outside.md)\n\n' +
          '`tools/i18n-checks.mjs` and `libs/none/`',
      ),
    ).toEqual([
      'tools/i18n-checks.mjs: no such file or folder in the repository',
      'libs/none/: no such file or folder in the repository',
      'missing.md: docs/missing.md does not exist',
      '../README.md#no-such-heading: README.md has no heading #no-such-heading',
      'images/none.png: docs/images/none.png does not exist',
      '../../outside.md: leads outside the repository',
    ]);
  });

  it('ignores links inside code', () => {
    expect(problemsOf('```md\n[a](missing.md)\n```\n\n`[b](missing.md)`')).toEqual([]);
  });
});

describe('headings', () => {
  it("makes GitHub's anchors", () => {
    expect(headingSlug('On one machine: npm run serve')).toBe('on-one-machine-npm-run-serve');
    expect(headingSlug('E-mail: SMTP_URL and API_PUBLIC_URL')).toBe('e-mail-smtp_url-and-api_public_url');
    expect(headingSlug('Search, recommendations and the résumé')).toBe('search-recommendations-and-the-résumé');
    expect([...anchorsOf('# A\n\n```\n# not a heading\n```\n\n## `npm run x` (Chat)\n\n## A\n')]).toEqual([
      'a',
      'npm-run-x-chat',
      'a-1',
    ]);
  });

  it('splits prose from code', () => {
    expect(splitMarkdown('a `b` c\n\n```sh\nd\n```\n')).toEqual({ prose: 'a  c\n\n\n', code: ['d\n', 'b'] });
  });
});
