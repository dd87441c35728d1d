import type { Responsiveness } from '@jobs/contracts';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import styles from './company-page.module.css';

const HOURS_PER_DAY = 24;

/**
 * "Answers 87% of applications, usually within 6 hours" / «Отвечает на 87 % откликов, обычно в
 * течение 6 часов»: hours under a day, whole days from then on; without a median, only the share.
 */
export function useResponsivenessText(responsiveness: Responsiveness | undefined): string | null {
  const { t, i18n } = useLingui();
  if (!responsiveness) return null;
  const percent = i18n.number(responsiveness.answered_share, { style: 'percent', maximumFractionDigits: 0 });
  const median = responsiveness.median_first_response_hours;
  if (median === null) return t`Answers ${percent} of applications`;
  if (median < HOURS_PER_DAY) {
    const hours = Math.max(1, Math.round(median));
    return t({
      message: plural(hours, {
        one: `Answers ${percent} of applications, usually within # hour`,
        other: `Answers ${percent} of applications, usually within # hours`,
      }),
    });
  }
  const days = Math.round(median / HOURS_PER_DAY);
  return t({
    message: plural(days, {
      one: `Answers ${percent} of applications, usually within # day`,
      other: `Answers ${percent} of applications, usually within # days`,
    }),
  });
}

export type ResponsivenessLineProps = {
  responsiveness: Responsiveness | undefined;
};

/**
 * How fast the company answers applications (the company page and the vacancy's company block),
 * and what the figure is taken from; nothing when unknown.
 */
export function ResponsivenessLine({ responsiveness }: ResponsivenessLineProps) {
  const { t, i18n } = useLingui();
  const text = useResponsivenessText(responsiveness);
  if (!text || !responsiveness) return null;
  const count = responsiveness.applications_90d;
  const kept = responsiveness.promises_kept_share;
  const keptPercent = kept === undefined ? '' : i18n.number(kept, { style: 'percent', maximumFractionDigits: 0 });
  return (
    <>
      <p className={styles.responsiveness}>{text}</p>
      {kept !== undefined && (
        <p className={styles.responsivenessPeriod} data-testid="promises-kept">
          {t`Keeps its reply promise for ${keptPercent} of applications`}
        </p>
      )}
      <p className={styles.responsivenessPeriod}>
        {t({
          message: plural(count, {
            one: 'Within 7 days; of # application in the last 90 days, counted once its reply time has passed',
            other: 'Within 7 days; of # applications in the last 90 days, counted once their reply time has passed',
          }),
        })}
      </p>
    </>
  );
}
