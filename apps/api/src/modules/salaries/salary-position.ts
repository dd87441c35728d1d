/** The figures a salary's position is read from: the lowest, the quantiles, the highest. */
export type SalaryKnots = { min: number; p10: number; p25: number; p50: number; p75: number; p90: number; max: number };

/**
 * Where `salary` sits among the vacancies behind `stats`: the share paying less, read off the
 * piecewise-linear curve through the known quantiles (0 at the lowest salary, 100 at the highest).
 */
export const percentileOf = (stats: SalaryKnots, salary: number): number => {
  const knots: Array<[number, number]> = [
    [stats.min, 0],
    [stats.p10, 10],
    [stats.p25, 25],
    [stats.p50, 50],
    [stats.p75, 75],
    [stats.p90, 90],
    [stats.max, 100],
  ];
  if (salary <= stats.min) return 0;
  if (salary >= stats.max) return 100;
  for (let i = 1; i < knots.length; i++) {
    const [x1, y1] = knots[i] as [number, number];
    const [x0, y0] = knots[i - 1] as [number, number];
    if (salary <= x1) {
      if (x1 === x0) return y1;
      // Equal salaries stand at the start of their run (those paying less).
      return Math.round(y0 + ((salary - x0) / (x1 - x0)) * (y1 - y0));
    }
  }
  return 100;
};
