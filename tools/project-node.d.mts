export interface NodeBinary {
  path: string;
  version: string | null;
}
export type NodeChoice =
  | { path: string; version: string; source: 'machine' | 'project' }
  | { path: null; version: null; source: 'missing' };
export declare const MIN_MAJOR: number;
export declare function majorOf(version: string): number;
export declare function versionOf(binary: string): string | null;
export declare function chooseNode(nodes: { machine: NodeBinary; packaged: NodeBinary | null }): NodeChoice;
export declare function ensureProjectNode(): Promise<NodeChoice>;
