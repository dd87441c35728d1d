import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Plugin } from 'vite';

export type SeoPagesOptions = {
  apiBaseUrl: string | string[] | (() => string | string[]);
  indexHtml: (url: string) => Promise<string>;
  timeoutMs?: number;
  forwardHost?: boolean;
};
export declare function isSeoPagePath(pathname: string): boolean;
export declare function injectHead(html: string, head: string, english: boolean): string;
export declare function seoPagesMiddleware(
  options: SeoPagesOptions,
): (req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) => void;
export declare function runtimeApiBase(publicDir: string): () => string;
export declare function seoPagesPlugin(): Plugin;
