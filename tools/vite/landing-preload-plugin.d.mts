import type { Plugin } from 'vite';

export declare function landingPreloadPlugin(options: { pages: Record<string, string>; always?: string[] }): Plugin;
