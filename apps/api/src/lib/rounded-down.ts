/**
 * A count rounded down to two significant digits (560,751 → 560,000): what an estimate shows (a
 * broad search's total and facets, scaled from the sample of the documents).
 */
export const roundedDown = (count: number): number => {
  if (count < 100) return Math.floor(count);
  const unit = 10 ** (Math.floor(Math.log10(count)) - 1);
  return Math.floor(count / unit) * unit;
};

/**
 * What a count estimated from a sample of every `scale`-th document is at least, as an estimate's
 * total shows it ("over N"): the sampled count less two standard errors (with the finite
 * population's correction: none when every document is sampled), scaled, rounded down to two
 * significant digits. The true count is above it about 97.5 % of the time, where the sampled count
 * scaled is above the true count half the time ("over 2,300" of 2,100 matches).
 */
export const estimatedAtLeast = (sampled: number, scale: number): number =>
  roundedDown(Math.max(0, sampled - 2 * Math.sqrt(sampled * Math.max(0, 1 - 1 / scale))) * scale);
