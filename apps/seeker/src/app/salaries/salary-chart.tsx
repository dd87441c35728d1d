import type { SalaryStats } from '@jobs/contracts';
import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import styles from './salaries-page.module.css';

const WIDTH = 640;
const HEIGHT = 220;
const AXIS = 28;

/**
 * The histogram as an SVG bar chart (no chart library: a few rects) with the median marked; the
 * figure's caption says what it shows, and a table below gives every bar as text (the chart's
 * text alternative for screen readers and for anyone who prefers numbers).
 */
export function SalaryChart({ stats }: { stats: SalaryStats }) {
  const { t, i18n } = useLingui();
  const titleId = useId();
  const money = (value: number) => i18n.number(value, { style: 'currency', currency: 'RUB', maximumFractionDigits: 0 });
  const bins = stats.histogram;
  const most = Math.max(1, ...bins.map((bin) => bin.count));
  const barWidth = WIDTH / Math.max(1, bins.length);
  const first = bins[0];
  const last = bins.at(-1);
  // The median's place along the bars (linear within its bar).
  const medianX = (() => {
    const index = bins.findIndex((bin) => stats.p50 >= bin.from && stats.p50 < bin.to);
    const at = index < 0 ? bins.length - 1 : index;
    const bin = bins[at];
    if (!bin) return 0;
    return (at + Math.min(1, (stats.p50 - bin.from) / Math.max(1, bin.to - bin.from))) * barWidth;
  })();
  const summary = t`Distribution of ${stats.n} monthly salaries from ${money(first?.from ?? 0)} to ${money(last?.to ?? 0)}; median ${money(stats.p50)}.`;
  return (
    <figure className={styles.figure}>
      <svg className={styles.chart} viewBox={`0 0 ${WIDTH} ${HEIGHT + AXIS}`} role="img" aria-labelledby={titleId}>
        <title id={titleId}>{summary}</title>
        {bins.map((bin, i) => {
          const h = (bin.count / most) * HEIGHT;
          return (
            <rect
              key={bin.from}
              className={styles.bar}
              x={i * barWidth + 2}
              y={HEIGHT - h}
              width={Math.max(1, barWidth - 4)}
              height={h}
            />
          );
        })}
        <line className={styles.median} x1={medianX} x2={medianX} y1={0} y2={HEIGHT} />
        <line className={styles.axis} x1={0} x2={WIDTH} y1={HEIGHT} y2={HEIGHT} />
        {first && (
          <text className={styles.axisLabel} x={0} y={HEIGHT + 20}>
            {i18n.number(first.from / 1000, { maximumFractionDigits: 0 })}k
          </text>
        )}
        {last && (
          <text className={styles.axisLabel} x={WIDTH} y={HEIGHT + 20} textAnchor="end">
            {i18n.number(last.to / 1000, { maximumFractionDigits: 0 })}k
          </text>
        )}
      </svg>
      <figcaption className={styles.caption}>{summary}</figcaption>
      <details className={styles.tableDetails}>
        <summary>{t`The chart as a table`}</summary>
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">{t`Monthly salary`}</th>
              <th scope="col">{t`Vacancies`}</th>
            </tr>
          </thead>
          <tbody>
            {bins.map((bin) => (
              <tr key={bin.from}>
                <td>
                  {money(bin.from)} – {money(bin.to)}
                </td>
                <td>{i18n.number(bin.count)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
