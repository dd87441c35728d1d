import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { formatDay } from '../format';
import styles from './dashboard-page.module.css';

export type ChatsChartProps = {
  /** One entry per day, oldest first. */
  days: readonly { date: string; count: number }[];
};

const WIDTH = 600;
const HEIGHT = 160;
const AXIS = 20;

/**
 * New candidate chats per day as an SVG bar chart. Screen readers get a summary (the SVG is an
 * image with a label) and the numbers themselves in a table that can be shown for everyone.
 */
export function ChatsChart({ days }: ChatsChartProps) {
  const titleId = useId();
  const descId = useId();
  const { t, i18n } = useLingui();
  const day = (date: string) => formatDay(i18n, date);
  const total = days.reduce((sum, entry) => sum + entry.count, 0);
  const max = Math.max(1, ...days.map((entry) => entry.count));
  const busiest = days.reduce<{ date: string; count: number } | null>(
    (best, entry) => (entry.count > (best?.count ?? 0) ? entry : best),
    null,
  );
  const barWidth = days.length > 0 ? WIDTH / days.length : WIDTH;
  const dayCount = days.length;
  let summary = t`No data.`;
  if (days.length > 0) {
    const from = day(days[0].date);
    const to = day(days[days.length - 1].date);
    if (busiest) {
      const busiestDay = day(busiest.date);
      const busiestCount = i18n.number(busiest.count);
      summary = t`${plural(total, { one: '# new chat', other: '# new chats' })} from ${from} to ${to}; the busiest day was ${busiestDay} with ${busiestCount}.`;
    } else {
      summary = t`No new chats from ${from} to ${to}.`;
    }
  }

  return (
    <figure className={styles.chart}>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT + AXIS}`}
        role="img"
        aria-labelledby={`${titleId} ${descId}`}
        className={styles.chartSvg}
        preserveAspectRatio="none"
      >
        <title id={titleId}>
          {t`New candidate chats per day, ${plural(dayCount, { one: 'last # day', other: 'last # days' })}`}
        </title>
        <desc id={descId}>{summary}</desc>
        <line x1={0} y1={HEIGHT} x2={WIDTH} y2={HEIGHT} className={styles.chartAxis} />
        {days.map((entry, index) => {
          const height = (entry.count / max) * (HEIGHT - 10);
          return (
            <rect
              key={entry.date}
              x={index * barWidth + barWidth * 0.15}
              y={HEIGHT - height}
              width={barWidth * 0.7}
              height={height}
              className={styles.chartBar}
            >
              <title>{`${day(entry.date)}: ${i18n.number(entry.count)}`}</title>
            </rect>
          );
        })}
        {days.length > 0 && (
          <>
            <text x={0} y={HEIGHT + 15} className={styles.chartLabel}>
              {day(days[0].date)}
            </text>
            <text x={WIDTH} y={HEIGHT + 15} textAnchor="end" className={styles.chartLabel}>
              {day(days[days.length - 1].date)}
            </text>
          </>
        )}
      </svg>
      <figcaption className={styles.text}>{summary}</figcaption>
      <details className={styles.chartTable}>
        <summary>
          <Trans>Show the numbers as a table</Trans>
        </summary>
        <table>
          <caption className={styles.visuallyHidden}>
            <Trans>New candidate chats per day</Trans>
          </caption>
          <thead>
            <tr>
              <th scope="col">
                <Trans>Day</Trans>
              </th>
              <th scope="col">
                <Trans>New chats</Trans>
              </th>
            </tr>
          </thead>
          <tbody>
            {days.map((entry) => (
              <tr key={entry.date}>
                <th scope="row">{day(entry.date)}</th>
                <td>{i18n.number(entry.count)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
