import type { Plugin } from 'vite';

/** Build only: the entry's stylesheet inlined into index.html (when under `maxBytes`, default 20 kB). */
export declare function inlineEntryCssPlugin(options?: { maxBytes?: number }): Plugin;
