import { fileURLToPath } from 'node:url';
import { tsImport } from 'tsx/esm/api';

const TOOLS_TSCONFIG = fileURLToPath(new URL('../tsconfig.json', import.meta.url));

/**
 * Loads a tool's real entry with the tools' tsconfig, so that `@jobs/*` imports resolve when
 * tsx runs from the repository root (which has only tsconfig.base.json, and tsx looks for a
 * tsconfig.json in the working folder).
 */
export const runEntry = async (parentUrl: string, specifier: string): Promise<void> => {
  await tsImport(specifier, { parentURL: parentUrl, tsconfig: TOOLS_TSCONFIG });
};
