import { isApiError } from '@jobs/api-client';
import {
  JOB_SEARCH_STATUSES,
  profileBodySchema,
  profileRoutes,
  resumeRoutes,
  type CompanyRef,
  type JobSearchStatus,
  type ResumeVisibility,
  type SeekerProfile,
} from '@jobs/contracts';
import { Button, FormError, SelectField, TextField } from '@jobs/ui';
import { useApiClient } from '@jobs/web-platform';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { toBody, toFormValues } from './profile-form-values';
import { PROFILE_QUERY_KEY } from './profile-query';
import styles from './profile-page.module.css';

export type VisibilitySectionProps = {
  profile: SeekerProfile;
  /** Called once the choice is saved (the first save's dialog closes). */
  onSaved?: () => void;
};

/** The job-search statuses in words. */
export const useJobSearchStatusLabels = (): Record<JobSearchStatus, string> => {
  const { t } = useLingui();
  return { active: t`Actively looking`, open: t`Open to offers`, not_looking: t`Not looking` };
};

/**
 * Who sees the résumé: every employer, no one (only the companies the seeker applies to), or every
 * employer but some companies (found by name); the job-search status; anonymous mode. Saved with
 * the résumé as it is (`PUT /profile`).
 */
export function VisibilitySection({ profile, onSaved }: VisibilitySectionProps) {
  const apiClient = useApiClient();
  const queryClient = useQueryClient();
  const { t, i18n } = useLingui();
  const id = useId();
  const statusLabels = useJobSearchStatusLabels();
  const [status, setStatus] = useState<JobSearchStatus>(profile.job_search_status);
  const [visibility, setVisibility] = useState<ResumeVisibility>(profile.visibility);
  const [hidden, setHidden] = useState<CompanyRef[]>(profile.hidden_from_companies);
  const [anonymous, setAnonymous] = useState(profile.anonymous);
  const [lookup, setLookup] = useState('');
  const [saving, setSaving] = useState(false);
  const [saved, setSaved] = useState(false);
  const [failed, setFailed] = useState(false);
  const query = lookup.trim();
  const companies = useQuery({
    queryKey: ['profile-companies', query],
    queryFn: ({ signal }) => apiClient.call(resumeRoutes.companies, { query: { q: query } }, { signal }),
    enabled: visibility === 'except' && query.length >= 2,
  });
  const found = (companies.data?.items ?? []).filter((company) => !hidden.some((item) => item.id === company.id));

  const save = async () => {
    setSaving(true);
    setSaved(false);
    setFailed(false);
    try {
      const body = profileBodySchema.parse(toBody(toFormValues(profile, i18n.locale)));
      const updated = await apiClient.call(profileRoutes.put, {
        body: {
          ...body,
          job_search_status: status,
          visibility,
          hidden_from_company_ids: hidden.map((company) => company.id),
          anonymous,
        },
      });
      queryClient.setQueryData(PROFILE_QUERY_KEY, updated);
      setSaved(true);
      onSaved?.();
    } catch (error) {
      setFailed(isApiError(error) || error instanceof Error);
    } finally {
      setSaving(false);
    }
  };

  const choices: Array<{ value: ResumeVisibility; label: string; hint: string }> = [
    { value: 'everyone', label: t`Every employer`, hint: t`Companies can find your résumé and invite you.` },
    {
      value: 'nobody',
      label: t`No one`,
      hint: t`Only the companies you apply or write to see it.`,
    },
    { value: 'except', label: t`Every employer except…`, hint: t`Hide it from the companies you choose.` },
  ];

  return (
    <div className={styles.form}>
      <SelectField
        label={t`Job search`}
        value={status}
        onChange={(event) => setStatus(event.target.value as JobSearchStatus)}
        options={JOB_SEARCH_STATUSES.map((value) => ({ value, label: statusLabels[value] }))}
      />
      <fieldset className={styles.choices}>
        <legend>
          <Trans>Who sees your résumé</Trans>
        </legend>
        {choices.map((choice) => (
          <label key={choice.value} className={styles.choice}>
            <input
              type="radio"
              name={`${id}-visibility`}
              value={choice.value}
              checked={visibility === choice.value}
              onChange={() => setVisibility(choice.value)}
            />
            <span>
              <strong>{choice.label}</strong>
              <span className={styles.muted}> {choice.hint}</span>
            </span>
          </label>
        ))}
      </fieldset>
      {visibility === 'except' && (
        <div className={styles.form}>
          <TextField
            label={t`Hide from a company`}
            placeholder={t`Type a company's name`}
            value={lookup}
            onChange={(event) => setLookup(event.target.value)}
          />
          {found.length > 0 && (
            <ul className={styles.companyList} aria-label={t`Companies found`}>
              {found.map((company) => (
                <li key={company.id}>
                  <Button
                    variant="secondary"
                    type="button"
                    onClick={() => {
                      setHidden([...hidden, company]);
                      setLookup('');
                    }}
                  >
                    <Trans>Hide from {company.name}</Trans>
                  </Button>
                </li>
              ))}
            </ul>
          )}
          {hidden.length === 0 ? (
            <p className={styles.muted}>
              <Trans>No companies chosen yet.</Trans>
            </p>
          ) : (
            <ul className={styles.companyList} aria-label={t`Hidden from`}>
              {hidden.map((company) => (
                <li key={company.id} className={styles.chip}>
                  {company.name}
                  <Button
                    variant="secondary"
                    type="button"
                    onClick={() => setHidden(hidden.filter((item) => item.id !== company.id))}
                    aria-label={t`Show to ${company.name} again`}
                  >
                    ×
                  </Button>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
      <label className={styles.choice}>
        <input type="checkbox" checked={anonymous} onChange={(event) => setAnonymous(event.target.checked)} />
        <span>
          <strong>
            <Trans>Anonymous</Trans>
          </strong>
          <span className={styles.muted}>
            {' '}
            <Trans>
              Your name, contacts and past employers stay hidden until you apply to the company or accept its
              invitation.
            </Trans>
          </span>
        </span>
      </label>
      {failed && (
        <FormError>
          <Trans>Could not save. Try again.</Trans>
        </FormError>
      )}
      <div>
        <Button type="button" onClick={() => void save()} disabled={saving}>
          <Trans>Save who sees it</Trans>
        </Button>
        {saved && (
          <span role="status" className={styles.muted}>
            {' '}
            <Trans>Saved.</Trans>
          </span>
        )}
      </div>
    </div>
  );
}
