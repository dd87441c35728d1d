import { cityName, type SentResume } from '@jobs/contracts';
import { experienceLabel, scheduleLabel } from '@jobs/ui';
import type { I18n } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import styles from './candidates.module.css';

/** A résumé as sent with an application, or as the résumé database shows it (maybe anonymised). */
export type ResumeViewData = Omit<SentResume, 'citizenship' | 'work_experience' | 'name' | 'updated_at'> & {
  citizenship?: string | null;
  work_experience: Array<Omit<SentResume['work_experience'][number], 'company'> & { company: string | null }>;
};

export type ResumeViewProps = {
  resume: ResumeViewData;
};

/** A name from `Intl.DisplayNames` in the interface language, else the code as it is. */
const displayName = (i18n: I18n, type: 'language' | 'region', code: string): string => {
  try {
    return new Intl.DisplayNames([i18n.locale], { type }).of(code) ?? code;
  } catch {
    return code;
  }
};

/** `2022-03` as "Mar 2022" / «март 2022 г.». */
const formatMonth = (i18n: I18n, value: string): string => {
  const [year, month] = value.split('-').map(Number);
  if (!year || !month) return value;
  return i18n.date(new Date(Date.UTC(year, month - 1, 1)), { month: 'short', year: 'numeric', timeZone: 'UTC' });
};

const formatMoney = (i18n: I18n, amount: number, currency: string): string => {
  try {
    return new Intl.NumberFormat(i18n.locale, {
      style: 'currency',
      currency,
      currencyDisplay: 'narrowSymbol',
      maximumFractionDigits: 0,
    }).format(amount);
  } catch {
    return `${i18n.number(amount)} ${currency}`;
  }
};

function Section({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <>
      <h3 className={styles.subTitle}>{title}</h3>
      {children}
    </>
  );
}

/** The résumé exactly as the candidate sent it: every section, empty ones said so. */
export function ResumeView({ resume }: ResumeViewProps) {
  const { t, i18n } = useLingui();
  const notGiven = <span className={styles.muted}>{t`Not given`}</span>;
  const facts: Array<[string, ReactNode]> = [
    [t`Desired position`, resume.desired_position || notGiven],
    [t`City`, resume.city ? cityName(resume.city, i18n.locale) : notGiven],
    ...(resume.citizenship === undefined
      ? []
      : ([[t`Citizenship`, resume.citizenship ? displayName(i18n, 'region', resume.citizenship) : notGiven]] as Array<
          [string, ReactNode]
        >)),
    [
      t`Salary expectation`,
      resume.salary_expectation === null ? notGiven : formatMoney(i18n, resume.salary_expectation, resume.currency),
    ],
    [t`Schedule`, resume.schedule ? scheduleLabel(resume.schedule, i18n) : notGiven],
    [t`Experience`, resume.experience ? experienceLabel(resume.experience, i18n) : notGiven],
  ];

  return (
    <div>
      <dl className={styles.facts}>
        {facts.map(([label, value]) => (
          <div key={label} style={{ display: 'contents' }}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>

      <Section title={<Trans>Skills</Trans>}>
        {resume.skills.length === 0 ? (
          <p className={styles.muted}>{t`No skills listed.`}</p>
        ) : (
          <ul className={styles.skills} aria-label={t`Skills`}>
            {resume.skills.map((skill) => (
              <li key={skill}>{skill}</li>
            ))}
          </ul>
        )}
      </Section>

      <Section title={<Trans>Work experience</Trans>}>
        {resume.work_experience.length === 0 ? (
          <p className={styles.muted}>{t`No work experience listed.`}</p>
        ) : (
          <ul className={styles.entries}>
            {resume.work_experience.map((job, index) => {
              const from = formatMonth(i18n, job.from);
              const to = job.to ? formatMonth(i18n, job.to) : t`present`;
              return (
                <li key={`${job.company}-${job.from}-${index}`}>
                  <strong>{job.position}</strong>,{' '}
                  {job.company ?? <span className={styles.muted}>{t`company hidden`}</span>}
                  <p className={styles.muted}>{t`${from} – ${to}`}</p>
                  {job.description && <p className={styles.prose}>{job.description}</p>}
                </li>
              );
            })}
          </ul>
        )}
      </Section>

      <Section title={<Trans>Education</Trans>}>
        {resume.education.length === 0 ? (
          <p className={styles.muted}>{t`No education listed.`}</p>
        ) : (
          <ul className={styles.entries}>
            {resume.education.map((entry, index) => (
              <li key={`${entry.institution}-${index}`}>
                <strong>{entry.institution}</strong>
                {(entry.degree || entry.year !== null) && (
                  <p className={styles.muted}>
                    {[entry.degree, entry.year === null ? '' : String(entry.year)].filter(Boolean).join(', ')}
                  </p>
                )}
              </li>
            ))}
          </ul>
        )}
      </Section>

      <Section title={<Trans>Languages</Trans>}>
        {resume.languages.length === 0 ? (
          <p className={styles.muted}>{t`No languages listed.`}</p>
        ) : (
          <ul className={styles.entries}>
            {resume.languages.map((language) => {
              const name = displayName(i18n, 'language', language.code);
              return (
                <li key={language.code}>
                  {name} — {language.level === 'native' ? t`native` : language.level}
                </li>
              );
            })}
          </ul>
        )}
      </Section>

      <Section title={<Trans>About</Trans>}>
        {resume.about ? <p className={styles.prose}>{resume.about}</p> : <p className={styles.muted}>{t`Not given`}</p>}
      </Section>
    </div>
  );
}
