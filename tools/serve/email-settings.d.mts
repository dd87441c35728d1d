export declare function apiPublicUrl(env: Record<string, string | undefined>, seekerOrigin: string): string;
export declare function emailSettingWarnings(env: Record<string, string | undefined>, seekerOrigin: string): string[];
