export type StepTiming = {
  name: string;
  seconds: number;
  status: string;
  /** A failed step's output lines that named what failed. */
  failures?: string[];
};
/** The line without its colours, trimmed, when it names a failure (Vitest, Playwright, TypeScript). */
export declare const failureLine: (line: string) => string | undefined;
/** The lines that end `npm test`: each step's seconds, the total, what failed, and the tests that needed a retry. */
export declare const summarize: (
  timings: StepTiming[],
  options: {
    failed: boolean;
    retriedFiles: string[];
    heading?: string;
    /** The run's own time: the total when steps ran side by side. */
    wallSeconds?: number;
  },
) => string;
