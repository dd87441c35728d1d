import type { Plugin } from 'vite';

export declare const BUILD_ID_META: string;
export declare const LATEST_BUILD_FILE: string;
export declare const BUILD_MANIFEST_FILE: string;
export declare function createBuildId(now?: Date): string;
export declare function buildInfoPlugin(options?: { buildId?: string; now?: () => Date }): Plugin;
