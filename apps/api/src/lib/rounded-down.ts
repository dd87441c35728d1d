/**
 * A count rounded down to two significant digits (560,751 → 560,000): what an estimate shows (a
 * broad search's total and facets, scaled from the sample of the documents).
 */
export const roundedDown = (count: number): number => {
  if (count < 100) return Math.floor(count);
  const unit = 10 ** (Math.floor(Math.log10(count)) - 1);
  return Math.floor(count / unit) * unit;
};
