import type { Plugin } from 'vite';

/** Production builds of the browser apps: React Router's production files, zod without JSON Schema generation. */
export declare function clientTrimPlugin(): Plugin;
