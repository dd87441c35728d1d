import type { Plugin } from 'vite';

/** Build only: the entry module script is added once the page has painted (preloaded at once). */
export declare function startAfterPaintPlugin(options?: { fallbackMs?: number }): Plugin;
