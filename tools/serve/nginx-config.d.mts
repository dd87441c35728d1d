export declare const ROOT: string;
export declare const TEMPLATES: string;
export declare const APPS: ReadonlyArray<{ name: string; port: number; label: string; path: string }>;
export declare function renderTemplate(template: string, values: Record<string, string | number | undefined>): string;
export type NginxApp = { name: string; listen: string; serverName: string; root: string; runtimeConfig: string };
export declare function seoLocations(seoServer?: string): string;
export declare function defaultServers(apps: Pick<NginxApp, 'listen'>[]): string;
export declare function renderJobsConf(options: { apiServers: string[]; apps: NginxApp[]; seoServer?: string }): string;
export declare function renderMainConf(options: {
  runDir: string;
  mimeTypes?: string;
  accessLog?: string;
  user?: string;
  workerProcesses?: number;
}): string;
export declare function runtimeConfigFor(
  distDir: string,
  app: string,
  overrides?: Record<string, unknown>,
): Record<string, unknown>;
export declare function writeServeConfig(options: {
  runDir: string;
  distDir: string;
  apiPorts: number[];
  host?: string;
  appPorts?: number[];
  accessLog?: string;
  user?: string;
  seoPort?: number;
}): string;
