export type Advisory = {
  id: string;
  package: string;
  range: string;
  fixed: string | null;
  severity: 'low' | 'moderate' | 'high' | 'critical';
  title: string;
};
export type AdvisoryList = { advisories: Advisory[]; accepted?: { id: string; path: string; reason: string }[] };
export type Lockfile = {
  packages?: Record<string, { name?: string; version?: string; dev?: boolean; link?: boolean }>;
};
export type Finding = Advisory & { path: string; version: string; dev: boolean; accepted: boolean };
export declare function installedPackages(
  lock: Lockfile,
): { path: string; name: string; version: string; dev: boolean }[];
export declare function findings(lock: Lockfile, list: AdvisoryList): Finding[];
export declare function fromAudit(audit: unknown): Advisory[];
