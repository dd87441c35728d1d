import { randomUUID } from 'node:crypto';

/** Demo accounts of product.md, seeded by the API on its fresh e2e database. */
export const DEMO_EDITOR = { email: 'editor@demo.jobs', password: 'demo-password' };
export const DEMO_EMPLOYER = { email: 'employer@demo.jobs', password: 'demo-password' };
export const DEMO_SEEKER = { email: 'seeker@demo.jobs', password: 'demo-password' };

/** A fresh identity per test, so tests run in parallel without meeting each other. */
export type Identity = { name: string; email: string; password: string };

export const newIdentity = (prefix: string): Identity => {
  const id = randomUUID().slice(0, 8);
  return { name: `${prefix} ${id}`, email: `${prefix}-${id}@e2e.test`, password: `e2e pass ${id} Zq!` };
};
