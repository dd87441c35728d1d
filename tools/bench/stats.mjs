// The statistics the benchmark scripts print (chat, search, Lighthouse): one definition each.

/** The value at percentile `p` (0–100) of ascending `sorted`, by nearest rank; 0 for none. */
export const percentile = (sorted, p) =>
  sorted.length === 0 ? 0 : (sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0);

/** The median of `values` (the mean of the middle two for an even count); 0 for none. */
export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};
