import type { LinguiConfig } from '@lingui/conf';
import type { Plugin } from 'vite';

/** Babel with the Lingui macro plugin, only for modules that import a macro. */
export declare const linguiMacro: (configPath: string) => Plugin;

/** What macro-compiled code imports (`runtimeConfigModule` of every lingui.config.ts). */
export declare const linguiRuntime: {
  readonly i18n: readonly [string, string];
  readonly useLingui: readonly [string, string];
  readonly Trans: readonly [string, string];
};

/** A catalog's Lingui configuration holding the strings of the `include` folders. */
export declare const catalogConfig: (include: string[]) => LinguiConfig;
