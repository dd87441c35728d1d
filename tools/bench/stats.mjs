// The statistics the benchmark scripts print (chat, search, Lighthouse): one definition each.
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';

/** The value at percentile `p` (0–100) of ascending `sorted`, by nearest rank; 0 for none. */
export const percentile = (sorted, p) =>
  sorted.length === 0 ? 0 : (sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0);

/** The median of `values` (the mean of the middle two for an even count); 0 for none. */
export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

/** Clock ticks a second of /proc's CPU times (getconf CLK_TCK; 100 when it cannot be asked). */
const CLOCK_TICKS = (() => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
  } catch {
    return 100;
  }
})();

/** CPU time (user + system) process `pid` has used, in µs, from /proc (Linux); null elsewhere or once it is gone. */
export const cpuMicros = (pid) => {
  if (pid === undefined) return null;
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which may hold spaces): state is field 3, utime 14, stime 15.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1e6) / CLOCK_TICKS;
  } catch {
    return null;
  }
};

/**
 * Nanoseconds process `pid` has run on a CPU and waited in the run queue for one, summed over its
 * threads (/proc/<pid>/task/<tid>/schedstat, Linux: exact, where /proc/<pid>/stat counts 10 ms
 * ticks); null elsewhere or once it is gone. The wait is what other load on the machine cost it.
 */
export const schedNanos = (pid) => {
  if (pid === undefined) return null;
  try {
    let run = 0;
    let wait = 0;
    for (const task of readdirSync(`/proc/${pid}/task`)) {
      try {
        const [onCpu, queued] = readFileSync(`/proc/${pid}/task/${task}/schedstat`, 'utf8').split(' ');
        run += Number(onCpu);
        wait += Number(queued);
      } catch {
        // The thread ended between the listing and the read.
      }
    }
    return { run, wait };
  } catch {
    return null;
  }
};
