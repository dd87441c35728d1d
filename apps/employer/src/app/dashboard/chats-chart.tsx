import { useId } from 'react';
import styles from './dashboard-page.module.css';

export type ChatsChartProps = {
  /** One entry per day, oldest first. */
  days: readonly { date: string; count: number }[];
};

const WIDTH = 600;
const HEIGHT = 160;
const AXIS = 20;

const shortDate = (date: string) =>
  new Date(`${date}T00:00:00Z`).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' });

/**
 * New candidate chats per day as an SVG bar chart. Screen readers get a summary (the SVG is an
 * image with a label) and the numbers themselves in a table that can be shown for everyone.
 */
export function ChatsChart({ days }: ChatsChartProps) {
  const titleId = useId();
  const descId = useId();
  const total = days.reduce((sum, day) => sum + day.count, 0);
  const max = Math.max(1, ...days.map((day) => day.count));
  const busiest = days.reduce<{ date: string; count: number } | null>(
    (best, day) => (day.count > (best?.count ?? 0) ? day : best),
    null,
  );
  const barWidth = days.length > 0 ? WIDTH / days.length : WIDTH;
  const summary =
    days.length === 0
      ? 'No data.'
      : `${total} new ${total === 1 ? 'chat' : 'chats'} from ${shortDate(days[0].date)} to ${shortDate(days[days.length - 1].date)}` +
        (busiest ? `; the busiest day was ${shortDate(busiest.date)} with ${busiest.count}.` : '; none on any day.');

  return (
    <figure className={styles.chart}>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT + AXIS}`}
        role="img"
        aria-labelledby={`${titleId} ${descId}`}
        className={styles.chartSvg}
        preserveAspectRatio="none"
      >
        <title id={titleId}>New candidate chats per day, last {days.length} days</title>
        <desc id={descId}>{summary}</desc>
        <line x1={0} y1={HEIGHT} x2={WIDTH} y2={HEIGHT} className={styles.chartAxis} />
        {days.map((day, index) => {
          const height = (day.count / max) * (HEIGHT - 10);
          return (
            <rect
              key={day.date}
              x={index * barWidth + barWidth * 0.15}
              y={HEIGHT - height}
              width={barWidth * 0.7}
              height={height}
              className={styles.chartBar}
            >
              <title>{`${shortDate(day.date)}: ${day.count}`}</title>
            </rect>
          );
        })}
        {days.length > 0 && (
          <>
            <text x={0} y={HEIGHT + 15} className={styles.chartLabel}>
              {shortDate(days[0].date)}
            </text>
            <text x={WIDTH} y={HEIGHT + 15} textAnchor="end" className={styles.chartLabel}>
              {shortDate(days[days.length - 1].date)}
            </text>
          </>
        )}
      </svg>
      <figcaption className={styles.text}>{summary}</figcaption>
      <details className={styles.chartTable}>
        <summary>Show the numbers as a table</summary>
        <table>
          <caption className={styles.visuallyHidden}>New candidate chats per day</caption>
          <thead>
            <tr>
              <th scope="col">Day</th>
              <th scope="col">New chats</th>
            </tr>
          </thead>
          <tbody>
            {days.map((day) => (
              <tr key={day.date}>
                <th scope="row">{shortDate(day.date)}</th>
                <td>{day.count}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
