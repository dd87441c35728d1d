import { ApiError } from '@jobs/api-client';
import {
  cityName,
  COMPANY_SIZES,
  knownCityNames,
  employerVacancyRoutes,
  REPLY_WITHIN_DAYS_DEFAULT,
  REPLY_WITHIN_DAYS_CHOICES,
  updateCompanyBodySchema,
  uploadRoutes,
  type CompanyProfile,
} from '@jobs/contracts';
import { Button, FormError, Image, SelectField, TextAreaField, TextField } from '@jobs/ui';
import { describeServerError } from '@jobs/vacancy-editor';
import { useApiClient } from '@jobs/web-platform';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type ChangeEvent, type FormEvent } from 'react';
import styles from './profile-page.module.css';

/** A 404 here: the company profile is gone. */
const COMPANY_ERROR_WORDS = { notFound: msg`This company profile no longer exists.` };

type CompanyValues = {
  name: string;
  logo: string | null;
  description: string;
  site: string;
  city: string;
  industry: string;
  size: string;
  reply_within_days: string;
};

type Field = 'name' | 'logo' | 'description' | 'site' | 'city' | 'industry' | 'size' | 'reply_within_days';

/** The form's values; a known city in the interface language (the API stores its one name). */
const toValues = (company: CompanyProfile, locale: string): CompanyValues => ({
  name: company.name,
  logo: company.logo,
  description: company.description,
  site: company.site ?? '',
  city: company.city === null ? '' : cityName(company.city, locale),
  industry: company.industry ?? '',
  size: company.size ?? '',
  reply_within_days: String(company.reply_within_days ?? REPLY_WITHIN_DAYS_DEFAULT),
});

const orNull = (value: string) => (value.trim() === '' ? null : value);

export type CompanyFormProps = {
  company: CompanyProfile;
  onSaved: (company: CompanyProfile) => void;
};

/** The company's public profile: name, logo (uploaded, re-encoded by the API), description, site, city, industry, size. */
export function CompanyForm({ company, onSaved }: CompanyFormProps) {
  const apiClient = useApiClient();
  const { t, i18n } = useLingui();
  const sizeOptions = COMPANY_SIZES.map((size) => ({ value: size, label: t`${size} employees` }));
  const replyOptions = REPLY_WITHIN_DAYS_CHOICES.map((days) => ({
    value: String(days),
    label: t`${plural(days, { one: '# day', other: '# days' })}`,
  }));
  const [values, setValues] = useState<CompanyValues>(() => toValues(company, i18n.locale));
  const [errors, setErrors] = useState<Partial<Record<Field | 'form', string>>>({});
  const [saving, setSaving] = useState(false);
  const [uploading, setUploading] = useState(false);
  const [notice, setNotice] = useState('');

  const companyName = values.name;

  const set =
    (field: keyof CompanyValues) => (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) =>
      setValues((current) => ({ ...current, [field]: event.target.value }));

  const handleLogo = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setUploading(true);
    setErrors((current) => ({ ...current, logo: undefined }));
    try {
      const body = new FormData();
      body.append('file', file);
      const upload = await apiClient.call(uploadRoutes.create, { body } as never);
      setValues((current) => ({ ...current, logo: upload.url }));
      setNotice(t`Logo uploaded. Save the profile to use it.`);
    } catch (error) {
      const message =
        error instanceof ApiError && (error.status === 413 || error.status === 415 || error.status === 400)
          ? t`This file cannot be used as a logo: choose a JPEG, PNG, WebP, GIF or AVIF image that is not too large.`
          : (describeServerError(error, COMPANY_ERROR_WORDS).form ?? t`The upload failed.`);
      setErrors((current) => ({ ...current, logo: message }));
    } finally {
      setUploading(false);
    }
  };

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setNotice('');
    const body = {
      name: values.name,
      logo: values.logo,
      description: values.description,
      site: values.site.trim(),
      city: orNull(values.city),
      industry: orNull(values.industry),
      size: orNull(values.size),
      reply_within_days: Number(values.reply_within_days),
    };
    const parsed = updateCompanyBodySchema.safeParse(body);
    if (!parsed.success) {
      const next: typeof errors = {};
      for (const issue of parsed.error.issues) {
        const field = String(issue.path[0]) as Field;
        next[field] ??=
          field === 'site'
            ? t`Enter the full address, e.g. https://example.com`
            : field === 'name'
              ? t`The name needs 2–120 characters`
              : issue.message;
      }
      setErrors(next);
      return;
    }
    setErrors({});
    setSaving(true);
    try {
      const saved = await apiClient.call(employerVacancyRoutes.updateCompany, { body: parsed.data });
      setValues(toValues(saved, i18n.locale));
      onSaved(saved);
      setNotice(t`Company profile saved. Job seekers see the new details.`);
    } catch (error) {
      const described = describeServerError(error, COMPANY_ERROR_WORDS);
      setErrors({ ...described.fields, form: described.form });
    } finally {
      setSaving(false);
    }
  };

  return (
    <form
      noValidate
      aria-labelledby="company-title"
      className={styles.form}
      onSubmit={(event) => void handleSubmit(event)}
    >
      <h2 id="company-title" className={styles.sectionTitle}>
        <Trans>Company</Trans>
      </h2>
      <FormError>{errors.form}</FormError>
      <TextField label={t`Company name`} value={values.name} onChange={set('name')} error={errors.name} />
      <div className={styles.logoRow}>
        <Image
          src={values.logo}
          alt={t`${companyName} logo`}
          width={80}
          height={80}
          fit="contain"
          background="ffffff"
          priority
          className={styles.logo}
          fallback={
            <span className={styles.logoEmpty}>
              <Trans>No logo</Trans>
            </span>
          }
        />
        <div className={styles.logoControls}>
          <label className={styles.fileLabel}>
            <Trans>Logo image</Trans>
            <input
              type="file"
              accept="image/jpeg,image/png,image/webp,image/gif,image/avif"
              onChange={(event) => void handleLogo(event)}
              disabled={uploading}
              aria-describedby="logo-hint"
              aria-invalid={errors.logo ? true : undefined}
            />
          </label>
          <p id="logo-hint" className={styles.muted}>
            {uploading ? t`Uploading…` : t`JPEG, PNG, WebP, GIF or AVIF. It is resized for every screen.`}
          </p>
          {errors.logo && <p className={styles.error}>{errors.logo}</p>}
          {values.logo && (
            <Button variant="ghost" onClick={() => setValues((current) => ({ ...current, logo: null }))}>
              <Trans>Remove logo</Trans>
            </Button>
          )}
        </div>
      </div>
      <TextAreaField
        label={t`About the company`}
        value={values.description}
        onChange={set('description')}
        error={errors.description}
      />
      <TextField
        label={t`Website`}
        type="url"
        placeholder="https://"
        value={values.site}
        onChange={set('site')}
        error={errors.site}
      />
      <TextField
        label={t`City`}
        autoComplete="address-level2"
        suggestions={knownCityNames(i18n.locale)}
        value={values.city}
        onChange={set('city')}
        error={errors.city}
      />
      <TextField label={t`Industry`} value={values.industry} onChange={set('industry')} error={errors.industry} />
      <SelectField
        label={t`Company size`}
        placeholder={t`Not stated`}
        options={sizeOptions}
        value={values.size}
        onChange={set('size')}
        error={errors.size}
      />
      <SelectField
        label={t`We reply to applications within`}
        hint={t`The promise new vacancies start with; each vacancy can set its own.`}
        options={replyOptions}
        value={values.reply_within_days}
        onChange={set('reply_within_days')}
        error={errors.reply_within_days}
      />
      <div className={styles.formActions}>
        <Button type="submit" busy={saving} disabled={uploading}>
          <Trans>Save company profile</Trans>
        </Button>
        <span aria-live="polite" className={styles.muted}>
          {notice}
        </span>
      </div>
    </form>
  );
}
