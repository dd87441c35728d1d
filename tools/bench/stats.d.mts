/** The value at percentile `p` (0–100) of ascending `sorted`, by nearest rank; 0 for none. */
export declare const percentile: (sorted: readonly number[], p: number) => number;
/** The median of `values` (the mean of the middle two for an even count); 0 for none. */
export declare const median: (values: readonly number[]) => number;
/** CPU time (user + system) process `pid` has used, in µs, from /proc (Linux); null elsewhere or once it is gone. */
export declare const cpuMicros: (pid: number | undefined) => number | null;
/**
 * Nanoseconds process `pid` has run on a CPU and waited in the run queue for one, summed over its
 * threads (/proc, Linux); null elsewhere or once it is gone.
 */
export declare const schedNanos: (pid: number | undefined) => { run: number; wait: number } | null;
