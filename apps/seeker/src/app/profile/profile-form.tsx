import { zodResolver } from '@hookform/resolvers/zod';
import { isApiError } from '@jobs/api-client';
import {
  CURRENCIES,
  EXPERIENCE_LEVELS,
  LANGUAGE_LEVELS,
  PROFILE_LIMITS,
  profileBodySchema,
  profileCompleteness,
  profileRoutes,
  SCHEDULES,
  type Profile,
} from '@jobs/contracts';
import { Button, Card, FormError, TextField } from '@jobs/ui';
import { useApiClient } from '@jobs/web-platform';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Controller, useFieldArray, useForm, type FieldPath } from 'react-hook-form';
import { CompletenessMeter } from './completeness-meter';
import { CountryCombobox } from './country-combobox';
import { SelectField, TextAreaField } from './form-controls';
import { profileDraft, profileFormSchema, toBody, toFormValues, type ProfileFormValues } from './profile-form-values';
import styles from './profile-page.module.css';
import { SkillsInput } from './skills-input';

export const PROFILE_QUERY_KEY = ['profile'] as const;

const SCHEDULE_LABELS: Record<(typeof SCHEDULES)[number], string> = {
  office: 'Office',
  hybrid: 'Hybrid',
  remote: 'Remote',
  shift: 'Shifts',
};
const EXPERIENCE_LABELS: Record<(typeof EXPERIENCE_LEVELS)[number], string> = {
  none: 'No experience',
  '1-3': '1–3 years',
  '3-6': '3–6 years',
  '6+': 'More than 6 years',
};
const LANGUAGES = [
  ['ru', 'Russian'],
  ['en', 'English'],
  ['de', 'German'],
  ['fr', 'French'],
  ['es', 'Spanish'],
  ['it', 'Italian'],
  ['zh', 'Chinese'],
  ['ja', 'Japanese'],
  ['ko', 'Korean'],
  ['tr', 'Turkish'],
  ['ar', 'Arabic'],
  ['pt', 'Portuguese'],
  ['uk', 'Ukrainian'],
  ['kk', 'Kazakh'],
  ['uz', 'Uzbek'],
] as const;

const DRAFT_SAVE_DELAY_MS = 400;

export type ProfileFormProps = {
  profile: Profile;
  /** Whose draft this is (the signed-in user's id). */
  userKey: string;
};

/**
 * The résumé form. Every field is checked by the contract's schema as the user goes; a save that
 * fails keeps everything typed (the form is never reset by a failure, and a draft is kept in
 * this browser until a save succeeds).
 */
export function ProfileForm({ profile, userKey }: ProfileFormProps) {
  const apiClient = useApiClient();
  const queryClient = useQueryClient();
  const saved = toFormValues(profile);
  const [draft] = useState(() => profileDraft.read(userKey));
  const restored = draft !== null && JSON.stringify(draft) !== JSON.stringify(saved);
  const [notice, setNotice] = useState<string | null>(
    restored ? 'Your unsaved changes from last time are back.' : null,
  );
  const [saveError, setSaveError] = useState<string | null>(null);
  const [savedAt, setSavedAt] = useState<string | null>(null);

  const form = useForm<ProfileFormValues>({
    resolver: zodResolver(profileFormSchema),
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
      reset(toFormValues(updated));
      setNotice(null);
      setSavedAt('Résumé saved.');
    } catch (error) {
      // The form keeps what was typed, and so does this browser until a save succeeds.
      profileDraft.write(userKey, form.getValues());
      if (isApiError(error) && error.code === 'VALIDATION_FAILED' && error.details?.length) {
        for (const detail of error.details) {
          const field = detail.field.replace(/^body\./, '') as FieldPath<ProfileFormValues>;
          setError(field, { type: 'server', message: detail.message });
        }
        setSaveError('Some fields need fixing: see the messages next to them.');
      } else {
        setSaveError(
          isApiError(error) && error.status === 0
            ? 'Could not reach the server. Your changes are kept here: try again.'
            : 'Could not save your résumé. Your changes are kept here: try again.',
        );
      }
    }
  });

  const fieldError = (message: string | undefined) => message;

  return (
    <form className={styles.form} onSubmit={(event) => void handleSave(event)} noValidate aria-label="Résumé">
      <Card aria-label="Completeness">
        <CompletenessMeter completeness={completeness} />
        {notice && (
          <p className={styles.notice} role="status">
            {notice}{' '}
            <button
              type="button"
              className={styles.linkButton}
              onClick={() => {
                profileDraft.clear(userKey);
                reset(saved);
                setNotice(null);
              }}
            >
              Discard them
            </button>
          </p>
        )}
      </Card>

      <Card aria-labelledby="basics-title">
        <h2 id="basics-title" className={styles.sectionTitle}>
          About the job you want
        </h2>
        <div className={styles.grid}>
          <TextField label="Name" autoComplete="name" {...register('name')} error={errors.name?.message} />
          <TextField
            label="Desired position"
            placeholder="e.g. Frontend developer"
            {...register('desired_position')}
            error={errors.desired_position?.message}
          />
          <TextField label="City" autoComplete="address-level2" {...register('city')} error={errors.city?.message} />
          <Controller
            control={control}
            name="citizenship"
            render={({ field, fieldState }) => (
              <CountryCombobox
                label="Citizenship"
                value={field.value}
                onChange={(code) => field.onChange(code)}
                error={fieldState.error?.message}
              />
            )}
          />
          <div className={styles.salaryRow}>
            <TextField
              label="Salary expectation"
              inputMode="numeric"
              {...register('salary_expectation')}
              error={errors.salary_expectation?.message}
            />
            <SelectField
              label="Currency"
              {...register('currency')}
              options={CURRENCIES.map((currency) => ({ value: currency, label: currency }))}
              error={errors.currency?.message}
            />
          </div>
          <SelectField
            label="Schedule"
            {...register('schedule')}
            options={[
              { value: '', label: 'Any' },
              ...SCHEDULES.map((value) => ({ value, label: SCHEDULE_LABELS[value] })),
            ]}
            error={errors.schedule?.message}
          />
          <SelectField
            label="Experience"
            {...register('experience')}
            options={[
              { value: '', label: 'Not stated' },
              ...EXPERIENCE_LEVELS.map((value) => ({ value, label: EXPERIENCE_LABELS[value] })),
            ]}
            error={errors.experience?.message}
          />
        </div>
        <Controller
          control={control}
          name="skills"
          render={({ field, fieldState }) => (
            <SkillsInput
              label="Skills"
              value={field.value}
              onChange={field.onChange}
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
          Work experience
        </h2>
        {jobs.fields.map((job, index) => (
          <fieldset key={job.id} className={styles.entry}>
            <legend>Job {index + 1}</legend>
            <div className={styles.grid}>
              <TextField
                label="Company"
                {...register(`work_experience.${index}.company`)}
                error={errors.work_experience?.[index]?.company?.message}
              />
              <TextField
                label="Position"
                {...register(`work_experience.${index}.position`)}
                error={errors.work_experience?.[index]?.position?.message}
              />
              <TextField
                label="From"
                type="month"
                placeholder="YYYY-MM"
                {...register(`work_experience.${index}.from`)}
                error={errors.work_experience?.[index]?.from?.message}
              />
              <TextField
                label="To"
                type="month"
                placeholder="YYYY-MM"
                hint="Leave empty if you still work there"
                {...register(`work_experience.${index}.to`)}
                error={errors.work_experience?.[index]?.to?.message}
              />
            </div>
            <TextAreaField
              label="What you did"
              rows={3}
              {...register(`work_experience.${index}.description`)}
              error={errors.work_experience?.[index]?.description?.message}
            />
            <Button variant="ghost" onClick={() => jobs.remove(index)}>
              Remove job {index + 1}
            </Button>
          </fieldset>
        ))}
        <Button
          variant="secondary"
          disabled={jobs.fields.length >= PROFILE_LIMITS.workExperience}
          onClick={() => jobs.append({ company: '', position: '', from: '', to: '', description: '' })}
        >
          Add a job
        </Button>
      </Card>

      <Card aria-labelledby="education-title">
        <h2 id="education-title" className={styles.sectionTitle}>
          Education
        </h2>
        {studies.fields.map((study, index) => (
          <fieldset key={study.id} className={styles.entry}>
            <legend>Education {index + 1}</legend>
            <div className={styles.grid}>
              <TextField
                label="Institution"
                {...register(`education.${index}.institution`)}
                error={errors.education?.[index]?.institution?.message}
              />
              <TextField
                label="Degree"
                {...register(`education.${index}.degree`)}
                error={errors.education?.[index]?.degree?.message}
              />
              <TextField
                label="Year of graduation"
                inputMode="numeric"
                {...register(`education.${index}.year`)}
                error={errors.education?.[index]?.year?.message}
              />
            </div>
            <Button variant="ghost" onClick={() => studies.remove(index)}>
              Remove education {index + 1}
            </Button>
          </fieldset>
        ))}
        <Button
          variant="secondary"
          disabled={studies.fields.length >= PROFILE_LIMITS.education}
          onClick={() => studies.append({ institution: '', degree: '', year: '' })}
        >
          Add education
        </Button>
      </Card>

      <Card aria-labelledby="languages-title">
        <h2 id="languages-title" className={styles.sectionTitle}>
          Languages
        </h2>
        {languages.fields.map((language, index) => (
          <div key={language.id} className={styles.languageRow}>
            <SelectField
              label={`Language ${index + 1}`}
              {...register(`languages.${index}.code`)}
              options={LANGUAGES.map(([value, label]) => ({ value, label }))}
              error={errors.languages?.[index]?.code?.message}
            />
            <SelectField
              label={`Level of language ${index + 1}`}
              {...register(`languages.${index}.level`)}
              options={LANGUAGE_LEVELS.map((value) => ({ value, label: value === 'native' ? 'Native' : value }))}
              error={errors.languages?.[index]?.level?.message}
            />
            <Button variant="ghost" onClick={() => languages.remove(index)}>
              Remove language {index + 1}
            </Button>
          </div>
        ))}
        <Button
          variant="secondary"
          disabled={languages.fields.length >= PROFILE_LIMITS.languages}
          onClick={() => languages.append({ code: 'en', level: 'B1' })}
        >
          Add a language
        </Button>
      </Card>

      <Card aria-labelledby="about-title">
        <h2 id="about-title" className={styles.sectionTitle}>
          About you
        </h2>
        <TextAreaField
          label="About"
          rows={5}
          hint={`${values.about.length} of ${PROFILE_LIMITS.about} characters`}
          {...register('about')}
          error={fieldError(errors.about?.message)}
        />
      </Card>

      <div className={styles.saveBar}>
        <FormError>{saveError}</FormError>
        {savedAt && (
          <p role="status" className={styles.saved}>
            {savedAt}
          </p>
        )}
        <Button type="submit" busy={formState.isSubmitting}>
          Save résumé
        </Button>
      </div>
    </form>
  );
}
