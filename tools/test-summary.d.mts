export type StepTiming = { name: string; seconds: number; status: string };
/** The lines that end `npm test`: each step's seconds, the total, and the tests that needed a retry. */
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
