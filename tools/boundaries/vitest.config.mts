import { defineConfig } from 'vitest/config';

export default defineConfig({
  root: import.meta.dirname,
  test: { name: 'boundaries', globals: true, environment: 'node', include: ['*.spec.ts'], testTimeout: 60_000 },
});
