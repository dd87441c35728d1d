import { contractResolver, isApiError } from '@jobs/api-client';
import {
  CURRENCIES,
  EXPERIENCE_LEVELS,
  knownCityNames,
  LANGUAGE_LEVELS,
  PROFILE_LIMITS,
  profileBodySchema,
  profileCompleteness,
  profileRoutes,
  SCHEDULES,
  type Profile,
} from '@jobs/contracts';
import { Button, Card, FormError, SelectField, SkillsInput, TextAreaField, TextField, useLeaveGuard } from '@jobs/ui';
import { useApiClient } from '@jobs/web-platform';
import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Controller, useFieldArray, useForm, type ErrorOption, type FieldPath } from 'react-hook-form';
import { CompletenessMeter } from './completeness-meter';
import { CountryCombobox } from './country-combobox';
import { profileDraft, profileFormSchema, toBody, toFormValues, type ProfileFormValues } from './profile-form-values';
import styles from './profile-page.module.css';
import { PROFILE_QUERY_KEY } from './profile-query';
import { experienceLabel, scheduleLabel } from '../vacancy/vacancy-format';

export { PROFILE_QUERY_KEY } from './profile-query';

const LANGUAGES: readonly (readonly [string, MessageDescriptor])[] = [
  ['ru', msg`Russian`],
  ['en', msg`English`],
  ['de', msg`German`],
  ['fr', msg`French`],
  ['es', msg`Spanish`],
  ['it', msg`Italian`],
  ['zh', msg`Chinese`],
  ['ja', msg`Japanese`],
  ['ko', msg`Korean`],
  ['tr', msg`Turkish`],
  ['ar', msg`Arabic`],
  ['pt', msg`Portuguese`],
  ['uk', msg`Ukrainian`],
  ['kk', msg`Kazakh`],
  ['uz', msg`Uzbek`],
];

const DRAFT_SAVE_DELAY_MS = 400;

export type ProfileFormProps = {
  profile: Profile;
  /** Whose draft this is (the signed-in user's id). */
  userKey: string;
  /** Called with the résumé as saved (the page goes back to an application waiting for it). */
  onSaved?: (profile: Profile) => void;
};

/**
 * The résumé form. Every field is checked by the contract's schema as the user goes; a save that
 * fails keeps everything typed (the form is never reset by a failure, and a draft is kept in
 * this browser until a save succeeds).
 */
export function ProfileForm({ profile, userKey, onSaved }: ProfileFormProps) {
  const apiClient = useApiClient();
  const queryClient = useQueryClient();
  const { t, i18n } = useLingui();
  const saved = toFormValues(profile, i18n.locale);
  const [draft] = useState(() => profileDraft.read(userKey));
  const restored = draft !== null && JSON.stringify(draft) !== JSON.stringify(saved);
  // Which notice and error show, kept as descriptors so a language switch translates them too.
  const [notice, setNotice] = useState<MessageDescriptor | null>(
    restored ? msg`Your unsaved changes from last time are back.` : null,
  );
  const [saveError, setSaveError] = useState<MessageDescriptor | null>(null);
  const [savedAt, setSavedAt] = useState<MessageDescriptor | null>(null);

  const form = useForm<ProfileFormValues>({
    resolver: contractResolver(profileFormSchema),
    mode: 'onTouched',
    defaultValues: restored ? { ...saved, ...draft } : saved,
  });
  const { register, control, handleSubmit, formState, watch, setError, reset } = form;
  const jobs = useFieldArray({ control, name: 'work_experience' });
  const studies = useFieldArray({ control, name: 'education' });
  const languages = useFieldArray({ control, name: 'languages' });
  const errors = formState.errors;
  const values = watch();

  const serialized = JSON.stringify(values);
  const isDirty = formState.isDirty;
  // Unsaved edits (typed now, or brought back from last time) ask before the seeker follows a link,
  // as the vacancy form does; closing or reloading the tab asks the browser's question.
  const leaveGuard = useLeaveGuard(isDirty || notice !== null);
  useEffect(() => {
    if (!isDirty) return;
    const timer = setTimeout(() => profileDraft.write(userKey, JSON.parse(serialized)), DRAFT_SAVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [serialized, isDirty, userKey]);

  const completeness = profileCompleteness(toBody(values) as Parameters<typeof profileCompleteness>[0]);

  const handleSave = handleSubmit(async () => {
    setSaveError(null);
    setSavedAt(null);
    const body = profileBodySchema.parse(toBody(form.getValues()));
    try {
      const updated = await apiClient.call(profileRoutes.put, { body });
      queryClient.setQueryData(PROFILE_QUERY_KEY, updated);
      void queryClient.invalidateQueries({ queryKey: ['recommendations'] });
      profileDraft.clear(userKey);
      reset(toFormValues(updated, i18n.locale));
      setNotice(null);
      setSavedAt(msg`Résumé saved.`);
      // Saved: the page may move on (back to an application) without asking.
      await leaveGuard.suspend(async () => onSaved?.(updated));
    } catch (error) {
      // The form keeps what was typed, and so does this browser until a save succeeds.
      profileDraft.write(userKey, form.getValues());
      if (isApiError(error) && error.code === 'VALIDATION_FAILED' && error.details?.length) {
        for (const detail of error.details) {
          const field = detail.field.replace(/^body\./, '') as FieldPath<ProfileFormValues>;
          setError(field, { type: detail.code, message: detail.message, params: detail.params } as ErrorOption);
        }
        setSaveError(msg`Some fields need fixing: see the messages next to them.`);
      } else {
        setSaveError(
          isApiError(error) && error.status === 0
            ? msg`Could not reach the server. Your changes are kept here: try again.`
            : msg`Could not save your résumé. Your changes are kept here: try again.`,
        );
      }
    }
  });

  const aboutLength = values.about.length;
  const aboutLimit = PROFILE_LIMITS.about;

  return (
    <>
      <form className={styles.form} onSubmit={(event) => void handleSave(event)} noValidate aria-label={t`Résumé`}>
        <Card aria-label={t`Completeness`}>
          <CompletenessMeter completeness={completeness} />
          {notice && (
            <p className={styles.notice} role="status">
              {i18n._(notice)}{' '}
              <button
                type="button"
                className={styles.linkButton}
                onClick={() => {
                  profileDraft.clear(userKey);
                  reset(saved);
                  setNotice(null);
                }}
              >
                <Trans>Discard them</Trans>
              </button>
            </p>
          )}
        </Card>

        <Card aria-labelledby="basics-title">
          <h2 id="basics-title" className={styles.sectionTitle}>
            <Trans>About the job you want</Trans>
          </h2>
          <div className={styles.grid}>
            <TextField label={t`Name`} autoComplete="name" {...register('name')} error={errors.name} />
            <TextField
              label={t`Desired position`}
              placeholder={t`e.g. Frontend developer`}
              {...register('desired_position')}
              error={errors.desired_position}
            />
            <TextField
              label={t`City`}
              autoComplete="address-level2"
              suggestions={knownCityNames(i18n.locale)}
              {...register('city')}
              error={errors.city}
            />
            <Controller
              control={control}
              name="citizenship"
              render={({ field, fieldState }) => (
                <CountryCombobox
                  label={t`Citizenship`}
                  value={field.value}
                  onChange={(code) => field.onChange(code)}
                  error={fieldState.error}
                />
              )}
            />
            <div className={styles.salaryRow}>
              <TextField
                label={t`Salary expectation`}
                inputMode="numeric"
                {...register('salary_expectation')}
                error={errors.salary_expectation}
              />
              <SelectField
                label={t`Currency`}
                {...register('currency')}
                options={CURRENCIES.map((currency) => ({ value: currency, label: currency }))}
                error={errors.currency}
              />
            </div>
            <SelectField
              label={t`Schedule`}
              {...register('schedule')}
              options={[
                { value: '', label: t`Any` },
                ...SCHEDULES.map((value) => ({ value, label: scheduleLabel(value, i18n) })),
              ]}
              error={errors.schedule}
            />
            <SelectField
              label={t`Experience`}
              {...register('experience')}
              options={[
                { value: '', label: t`Not stated` },
                ...EXPERIENCE_LEVELS.map((value) => ({ value, label: experienceLabel(value, i18n) })),
              ]}
              error={errors.experience}
            />
          </div>
          <Controller
            control={control}
            name="skills"
            render={({ field, fieldState }) => (
              <SkillsInput
                label={t`Skills`}
                listLabel={t`Your skills`}
                max={PROFILE_LIMITS.skills}
                maxLength={PROFILE_LIMITS.skill}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                error={
                  fieldState.error?.message ??
                  (Array.isArray(errors.skills) ? errors.skills.find(Boolean)?.message : undefined)
                }
              />
            )}
          />
        </Card>

        <Card aria-labelledby="jobs-title">
          <h2 id="jobs-title" className={styles.sectionTitle}>
            <Trans>Work experience</Trans>
          </h2>
          {jobs.fields.map((job, index) => {
            const number = index + 1;
            return (
              <fieldset key={job.id} className={styles.entry}>
                <legend>
                  <Trans>Job {number}</Trans>
                </legend>
                <div className={styles.grid}>
                  <TextField
                    label={t`Company`}
                    {...register(`work_experience.${index}.company`)}
                    error={errors.work_experience?.[index]?.company}
                  />
                  <TextField
                    label={t`Position`}
                    {...register(`work_experience.${index}.position`)}
                    error={errors.work_experience?.[index]?.position}
                  />
                  <TextField
                    label={t`From`}
                    type="month"
                    placeholder={t`YYYY-MM`}
                    {...register(`work_experience.${index}.from`)}
                    error={errors.work_experience?.[index]?.from}
                  />
                  <TextField
                    label={t`To`}
                    type="month"
                    placeholder={t`YYYY-MM`}
                    hint={t`Leave empty if you still work there`}
                    {...register(`work_experience.${index}.to`)}
                    error={errors.work_experience?.[index]?.to}
                  />
                </div>
                <TextAreaField
                  label={t`What you did`}
                  rows={3}
                  {...register(`work_experience.${index}.description`)}
                  error={errors.work_experience?.[index]?.description}
                />
                <Button variant="ghost" onClick={() => jobs.remove(index)}>
                  <Trans>Remove job {number}</Trans>
                </Button>
              </fieldset>
            );
          })}
          <Button
            variant="secondary"
            disabled={jobs.fields.length >= PROFILE_LIMITS.workExperience}
            onClick={() => jobs.append({ company: '', position: '', from: '', to: '', description: '' })}
          >
            <Trans>Add a job</Trans>
          </Button>
        </Card>

        <Card aria-labelledby="education-title">
          <h2 id="education-title" className={styles.sectionTitle}>
            <Trans>Education</Trans>
          </h2>
          {studies.fields.map((study, index) => {
            const number = index + 1;
            return (
              <fieldset key={study.id} className={styles.entry}>
                <legend>
                  <Trans>Education {number}</Trans>
                </legend>
                <div className={styles.grid}>
                  <TextField
                    label={t`Institution`}
                    {...register(`education.${index}.institution`)}
                    error={errors.education?.[index]?.institution}
                  />
                  <TextField
                    label={t`Degree`}
                    {...register(`education.${index}.degree`)}
                    error={errors.education?.[index]?.degree}
                  />
                  <TextField
                    label={t`Year of graduation`}
                    inputMode="numeric"
                    {...register(`education.${index}.year`)}
                    error={errors.education?.[index]?.year}
                  />
                </div>
                <Button variant="ghost" onClick={() => studies.remove(index)}>
                  <Trans>Remove education {number}</Trans>
                </Button>
              </fieldset>
            );
          })}
          <Button
            variant="secondary"
            disabled={studies.fields.length >= PROFILE_LIMITS.education}
            onClick={() => studies.append({ institution: '', degree: '', year: '' })}
          >
            <Trans>Add education</Trans>
          </Button>
        </Card>

        <Card aria-labelledby="languages-title">
          <h2 id="languages-title" className={styles.sectionTitle}>
            <Trans>Languages</Trans>
          </h2>
          {languages.fields.map((language, index) => {
            const number = index + 1;
            return (
              <div key={language.id} className={styles.languageRow}>
                <SelectField
                  label={t`Language ${number}`}
                  {...register(`languages.${index}.code`)}
                  options={LANGUAGES.map(([value, label]) => ({ value, label: i18n._(label) }))}
                  error={errors.languages?.[index]?.code}
                />
                <SelectField
                  label={t`Level of language ${number}`}
                  {...register(`languages.${index}.level`)}
                  options={LANGUAGE_LEVELS.map((value) => ({ value, label: value === 'native' ? t`Native` : value }))}
                  error={errors.languages?.[index]?.level}
                />
                <Button variant="ghost" onClick={() => languages.remove(index)}>
                  <Trans>Remove language {number}</Trans>
                </Button>
              </div>
            );
          })}
          <Button
            variant="secondary"
            disabled={languages.fields.length >= PROFILE_LIMITS.languages}
            onClick={() => languages.append({ code: 'en', level: 'B1' })}
          >
            <Trans>Add a language</Trans>
          </Button>
        </Card>

        <Card aria-labelledby="about-title">
          <h2 id="about-title" className={styles.sectionTitle}>
            <Trans>About you</Trans>
          </h2>
          <TextAreaField
            label={t`About`}
            rows={5}
            hint={t({
              message: plural(aboutLimit, {
                one: `${aboutLength} of # character`,
                other: `${aboutLength} of # characters`,
              }),
            })}
            {...register('about')}
            error={errors.about}
          />
        </Card>

        <div className={styles.saveBar}>
          <FormError>{saveError ? i18n._(saveError) : null}</FormError>
          {savedAt && (
            <p role="status" className={styles.saved}>
              {i18n._(savedAt)}
            </p>
          )}
          <Button type="submit" busy={formState.isSubmitting}>
            <Trans>Save résumé</Trans>
          </Button>
        </div>
      </form>
      {leaveGuard.dialog}
    </>
  );
}
