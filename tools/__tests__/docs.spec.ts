// The documentation stays true to the repository: README.md, CONTRIBUTING.md and docs/**/*.md name
// only npm scripts, Nx targets, files and headings that exist, and the configuration page lists
// every variable the API reads (tools/lib/docs-check.ts says what is checked).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { apiVariables, checkDocs, docFiles } from '../lib/docs-check';

const root = join(import.meta.dirname, '..', '..');

describe('the documentation', () => {
  it('reads the README, CONTRIBUTING.md and every page of docs/', () => {
    const files = docFiles(root).map((path) => path.slice(root.length + 1));
    expect(files).toEqual(
      expect.arrayContaining(['README.md', 'CONTRIBUTING.md', 'docs/operations.md', 'docs/configuration.md']),
    );
  });

  it('names only scripts, targets, files and headings that exist', () => {
    expect(checkDocs(root).map(({ file, message }) => `${file}: ${message}`)).toEqual([]);
  });

  it("lists every variable of the API's configuration in docs/configuration.md and .env.example", () => {
    const variables = apiVariables(root);
    expect(variables).toEqual(expect.arrayContaining(['DATABASE_URL', 'SMTP_URL', 'API_PUBLIC_URL']));
    const page = readFileSync(join(root, 'docs', 'configuration.md'), 'utf8');
    const example = readFileSync(join(root, '.env.example'), 'utf8');
    expect(variables.filter((name) => !page.includes(`\`${name}\``))).toEqual([]);
    expect(variables.filter((name) => !new RegExp(`^#? ?${name}=`, 'm').test(example))).toEqual([]);
  });

  it('keeps the README a front door', () => {
    const readme = readFileSync(join(root, 'README.md'), 'utf8');
    expect(readme.split('\n').length).toBeLessThanOrEqual(250);
    expect(readme).not.toMatch(/\.\.\/shared/);
  });
});
