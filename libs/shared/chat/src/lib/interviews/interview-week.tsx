import type { Interview, Locale } from '@jobs/contracts';
import { Trans, useLingui } from '@lingui/react/macro';
import { Fragment, type ReactNode } from 'react';
import { zonedDayMinutes, zonedWeek } from './interview-time';
import styles from './interviews.module.css';

export type InterviewWeekProps = {
  /** Any instant of the week shown. */
  at: Date;
  timeZone: string;
  items: Interview[];
  /** A link to an interview's page (the candidate), around its label. */
  renderLink: (interview: Interview, children: ReactNode, className: string) => ReactNode;
};

/**
 * A week (Monday to Sunday in the reader's zone) of interviews: scheduled ones at their time,
 * proposed ones at each proposed time (dashed). A column per day; one column on a phone.
 */
export function InterviewWeek({ at, timeZone, items, renderLink }: InterviewWeekProps) {
  const { i18n } = useLingui();
  const locale: Locale = i18n.locale === 'en' ? 'en' : 'ru';
  const { days, start, end } = zonedWeek(at, timeZone);
  const dayName = new Intl.DateTimeFormat(locale === 'ru' ? 'ru-RU' : 'en-US', {
    timeZone,
    weekday: 'short',
    day: 'numeric',
    month: 'short',
  });
  const clock = new Intl.DateTimeFormat(locale === 'ru' ? 'ru-RU' : 'en-US', {
    timeZone,
    hour: '2-digit',
    minute: '2-digit',
  });
  const today = zonedDayMinutes(new Date().toISOString(), timeZone).weekday;
  const thisWeek = zonedWeek(new Date(), timeZone).start.getTime() === start.getTime();
  const entries = items.flatMap((interview) =>
    (interview.status === 'proposed' ? interview.slots : interview.starts_at ? [interview.starts_at] : [])
      .filter((iso) => {
        const time = Date.parse(iso);
        return time >= start.getTime() && time < end.getTime();
      })
      .map((iso) => ({ interview, iso, ...zonedDayMinutes(iso, timeZone) })),
  );
  return (
    <div className={styles.week}>
      {days.map((day, weekday) => {
        const mine = entries.filter((entry) => entry.weekday === weekday).sort((a, b) => a.minutes - b.minutes);
        return (
          <section
            key={day.getTime()}
            className={`${styles.day} ${thisWeek && weekday === today ? styles.today : ''}`}
            aria-label={dayName.format(day)}
          >
            <h2 className={styles.dayName}>{dayName.format(day)}</h2>
            {mine.length === 0 && (
              <p className={styles.muted}>
                <Trans>No interviews</Trans>
              </p>
            )}
            {mine.map(({ interview, iso }) => (
              <Fragment key={`${interview.id}-${iso}`}>
                {renderLink(
                  interview,
                  <>
                    <strong>{clock.format(new Date(iso))}</strong> {interview.candidate.name}
                    <br />
                    <span>{interview.vacancy.title}</span>
                    {interview.status === 'proposed' && (
                      <>
                        <br />
                        <em>
                          <Trans>proposed</Trans>
                        </em>
                      </>
                    )}
                  </>,
                  `${styles.event} ${interview.status === 'proposed' ? styles.eventProposed : ''}`,
                )}
              </Fragment>
            ))}
          </section>
        );
      })}
    </div>
  );
}
