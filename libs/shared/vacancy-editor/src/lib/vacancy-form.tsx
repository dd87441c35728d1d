import {
  Button,
  FormError,
  SelectField,
  SkillsInput,
  TextAreaField,
  TextField,
  useLeaveGuard,
  type ButtonVariant,
  type FieldProblem,
  type SelectOption,
} from '@jobs/ui';
import { plural } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState, type ReactNode } from 'react';
import { Controller, useForm, useWatch, type Path } from 'react-hook-form';
import { ConflictNotice } from './conflict-notice';
import {
  changedFields,
  EMPTY_VACANCY_FORM,
  toFormValues,
  toVacancyInput,
  VACANCY_FORM_FIELDS,
  type VacancyFormValues,
} from './form-values';
import {
  CURRENCIES,
  EMPLOYMENT_TYPES,
  EXPERIENCE_LEVELS,
  knownCityNames,
  LOCALES,
  REPLY_WITHIN_DAYS_CHOICES,
  SCHEDULES,
  VACANCY_LIMITS,
  type ManagedVacancy,
  type VacancyInput,
} from '@jobs/contracts';
import {
  CURRENCY_LABELS,
  EMPLOYMENT_MESSAGES,
  EXPERIENCE_MESSAGES,
  labelOptions,
  LANGUAGE_MESSAGES,
  SCHEDULE_MESSAGES,
} from './labels';
import { AddressField } from './address-field';
import { MarketRange } from './market-range';
import { QualityCheck } from './quality-check';
import { QuestionsEditor, type QuestionsEditorProps } from './questions-editor';
import { applyServerErrors, conflictCurrent, isStaleVersion } from './server-errors';
import { mergeEdits } from './merge-edits';
import { vacancyResolver } from './vacancy-resolver';
import styles from './vacancy-editor.module.css';

export type VacancyFormAction = {
  /** Passed to `onSave` ("save", "submit", "publish"...). */
  intent: string;
  label: string;
  variant?: ButtonVariant;
};

export type VacancySaveRequest = {
  intent: string;
  /** Every field, as the contract's input (for a create). */
  input: VacancyInput;
  /** Only what changed since the vacancy was loaded (for an edit's `changes`). */
  changes: Partial<VacancyInput>;
  /** The version the edit is based on (null for a new vacancy). */
  version: number | null;
};

export type VacancyFormProps = {
  /** The vacancy being edited, as loaded; omit for a new one. */
  vacancy?: ManagedVacancy | null;
  /** Starting values of a new vacancy. */
  initialValues?: VacancyFormValues;
  categories: readonly SelectOption[];
  actions: readonly VacancyFormAction[];
  /**
   * Saves (throws the ApiError on failure). Resolve with the saved vacancy to go on editing it
   * (the form takes it as its new base), or with nothing when the page moves on.
   */
  onSave: (request: VacancySaveRequest) => Promise<ManagedVacancy | void>;
  /** Loads the vacancy as it is now, after a stale write (409) whose error does not carry it. */
  loadCurrent?: () => Promise<ManagedVacancy>;
  /** The form has taken a newer version of the vacancy (after a conflict or a save). */
  onCurrent?: (current: ManagedVacancy) => void;
  /** Fields shown before the vacancy's own (the editors' company picker). */
  children?: ReactNode;
  /** Nothing can be changed (an archived vacancy). */
  readOnly?: boolean;
  /** Hide the quality check (it is for what is about to be submitted). */
  showQuality?: boolean;
  /** Edit the pending changes laid over the live fields (the employer), or the live fields alone (an editor). */
  withPending?: boolean;
  /**
   * The address field (suggestions) and the market range next to the salary: both ask the API, so
   * the apps turn them on inside their API client and query providers.
   */
  places?: boolean;
};

const same = (a: VacancyFormValues, b: VacancyFormValues) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The vacancy form of both apps: the contract's rules checked as you go (`vacancyInputSchema`),
 * each message next to its field, the server's 400 details put on the same fields, a quality check,
 * a stale edit (409) shown as a conflict the user resolves — their typed text is never lost
 * and nothing is overwritten silently — and leaving the page with unsaved changes asks first.
 */
export function VacancyForm({
  vacancy = null,
  initialValues,
  categories,
  actions,
  onSave,
  loadCurrent,
  onCurrent,
  children,
  readOnly = false,
  showQuality = true,
  withPending = true,
  places = false,
}: VacancyFormProps) {
  const { i18n, t } = useLingui();
  // A category editors have hidden is not offered any more, but the vacancy in it keeps it.
  const own = vacancy?.category;
  const categoryOptions =
    own && !categories.some((option) => option.value === String(own.id))
      ? [...categories, { value: String(own.id), label: i18n.locale === 'ru' ? own.name_ru : own.name_en }]
      : categories;
  const valuesOf = (source: ManagedVacancy) => toFormValues(source, { withPending, locale: i18n.locale });
  const [base, setBase] = useState<ManagedVacancy | null>(vacancy);
  const [baseValues, setBaseValues] = useState<VacancyFormValues>(() =>
    vacancy ? valuesOf(vacancy) : (initialValues ?? EMPTY_VACANCY_FORM),
  );
  const [conflict, setConflict] = useState<ManagedVacancy | null>(null);
  const [notice, setNotice] = useState('');
  const [pendingIntent, setPendingIntent] = useState<string | null>(null);

  const form = useForm<VacancyFormValues>({
    resolver: vacancyResolver,
    mode: 'onTouched',
    defaultValues: baseValues,
  });
  const {
    register,
    control,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = form;
  const values = useWatch({ control }) as VacancyFormValues;
  const dirty = !same({ ...baseValues, ...values }, baseValues);
  const descriptionLength = (values.description ?? '').trim().length;
  const leaveGuard = useLeaveGuard(!readOnly && dirty);

  const takeBase = (next: ManagedVacancy, formValues: VacancyFormValues) => {
    setBase(next);
    setBaseValues(valuesOf(next));
    reset(formValues);
    onCurrent?.(next);
  };

  // The page moved the vacancy on (a status action): take the new version when nothing is typed;
  // with unsaved edits keep them, and the next save meets the conflict flow instead.
  const outsideVersion = vacancy?.version;
  useEffect(() => {
    if (!vacancy || !base || vacancy.version === base.version || vacancy.version < base.version) return;
    if (dirty) return;
    setBase(vacancy);
    setBaseValues(valuesOf(vacancy));
    reset(valuesOf(vacancy));
    // Only a new version from outside is news: typing (dirty) or our own save (base) is not.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [outsideVersion]);

  const submitWith = (intent: string) =>
    handleSubmit(async (formValues) => {
      setNotice('');
      setPendingIntent(intent);
      const input = toVacancyInput(formValues);
      try {
        // A save may move to another page (a new vacancy opens as its own page): not a loss.
        const saved = await leaveGuard.suspend(() =>
          onSave({
            intent,
            input,
            changes: changedFields(toVacancyInput(baseValues), input),
            version: base?.version ?? null,
          }),
        );
        if (saved) {
          takeBase(saved, valuesOf(saved));
          setNotice(t`Saved.`);
        }
      } catch (error) {
        const carried = conflictCurrent(error);
        if (carried) {
          setConflict(carried);
        } else if (isStaleVersion(error) && loadCurrent) {
          // An older server, or a 409 without the vacancy: load it.
          try {
            setConflict(await loadCurrent());
          } catch (loadError) {
            applyServerErrors(loadError, [], setError);
          }
        } else {
          applyServerErrors(error, VACANCY_FORM_FIELDS as readonly Path<VacancyFormValues>[], setError);
        }
      } finally {
        setPendingIntent(null);
      }
    });

  const reloadTheirs = () => {
    if (!conflict) return;
    takeBase(conflict, valuesOf(conflict));
    setConflict(null);
    const version = conflict.version;
    setNotice(t`Loaded version ${version}. Your edits were discarded.`);
  };

  const reapplyMine = () => {
    if (!conflict) return;
    const merged = mergeEdits(baseValues, form.getValues(), valuesOf(conflict));
    takeBase(conflict, merged);
    setConflict(null);
    const version = conflict.version;
    setNotice(t`Your edits are applied on top of version ${version}. Check them and save again.`);
  };

  const error = (name: keyof VacancyFormValues) => errors[name] as FieldProblem | undefined;
  const titleMin = VACANCY_LIMITS.titleMin;
  const titleMax = VACANCY_LIMITS.titleMax;
  const descriptionMin = VACANCY_LIMITS.descriptionMin;
  const missing = descriptionMin - descriptionLength;

  return (
    <>
      <form
        className={styles.form}
        noValidate
        aria-label={t`Vacancy`}
        onSubmit={(event) => {
          event.preventDefault();
          void submitWith(actions[0]?.intent ?? 'save')();
        }}
      >
        {conflict && <ConflictNotice current={conflict} onReload={reloadTheirs} onReapply={reapplyMine} />}
        <FormError>{errors.root?.server}</FormError>
        {children}
        <fieldset className={styles.fieldset} disabled={readOnly}>
          <legend className={styles.legend}>
            <Trans>About the job</Trans>
          </legend>
          <TextField
            label={t`Title`}
            hint={t`${titleMin}–${titleMax} characters`}
            maxLength={VACANCY_LIMITS.titleMax + 20}
            error={error('title')}
            {...register('title')}
          />
          <TextAreaField
            label={t`Description`}
            rows={10}
            hint={
              <span>
                {missing > 0 ? (
                  <Trans>
                    {descriptionLength} characters — at least {descriptionMin} needed ({missing} more)
                  </Trans>
                ) : (
                  <Plural value={descriptionLength} one="# character" other="# characters" />
                )}
              </span>
            }
            error={error('description')}
            {...register('description')}
          />
          <TextAreaField label={t`Requirements`} error={error('requirements')} {...register('requirements')} />
          <TextAreaField label={t`Conditions`} error={error('conditions')} {...register('conditions')} />
          <Controller
            control={control}
            name="skills"
            render={({ field, fieldState }) => (
              <SkillsInput
                label={t`Key skills`}
                max={VACANCY_LIMITS.skillsMax}
                maxLength={VACANCY_LIMITS.skillMax}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                error={fieldState.error ?? (errors.skills as FieldProblem | undefined)}
              />
            )}
          />
        </fieldset>
        <fieldset className={styles.fieldset} disabled={readOnly}>
          <legend className={styles.legend}>
            <Trans>Salary</Trans>
          </legend>
          <div className={styles.grid}>
            <TextField
              label={t`Salary from`}
              inputMode="numeric"
              autoComplete="off"
              error={error('salary_from')}
              {...register('salary_from')}
            />
            <TextField
              label={t`Salary to`}
              inputMode="numeric"
              autoComplete="off"
              error={error('salary_to')}
              {...register('salary_to')}
            />
            <SelectField
              label={t`Currency`}
              options={CURRENCIES.map((value) => ({ value, label: CURRENCY_LABELS[value] }))}
              error={error('currency')}
              {...register('currency')}
            />
          </div>
          <label className={styles.checkbox}>
            <input type="checkbox" {...register('salary_gross')} /> <Trans>Salary before tax (gross)</Trans>
          </label>
          {places && <MarketRange values={{ ...baseValues, ...values }} />}
        </fieldset>
        <fieldset className={styles.fieldset} disabled={readOnly}>
          <legend className={styles.legend}>
            <Trans>Conditions</Trans>
          </legend>
          <div className={styles.grid}>
            <SelectField
              label={t`Experience`}
              placeholder={t`Choose…`}
              options={labelOptions(EXPERIENCE_LEVELS, EXPERIENCE_MESSAGES, i18n)}
              error={error('experience')}
              {...register('experience')}
            />
            <SelectField
              label={t`Employment`}
              placeholder={t`Choose…`}
              options={labelOptions(EMPLOYMENT_TYPES, EMPLOYMENT_MESSAGES, i18n)}
              error={error('employment')}
              {...register('employment')}
            />
            <SelectField
              label={t`Schedule`}
              placeholder={t`Choose…`}
              options={labelOptions(SCHEDULES, SCHEDULE_MESSAGES, i18n)}
              error={error('schedule')}
              {...register('schedule')}
            />
            <SelectField
              label={t`Category`}
              placeholder={t`No category`}
              options={categoryOptions}
              error={error('category_id')}
              {...register('category_id')}
            />
            <TextField
              label={t`City`}
              autoComplete="address-level2"
              suggestions={knownCityNames(i18n.locale)}
              error={error('city')}
              {...register('city')}
            />
            {places && (
              <Controller
                control={control}
                name="address"
                render={({ field }) => (
                  <AddressField
                    value={field.value}
                    onChange={field.onChange}
                    city={values.city ?? ''}
                    disabled={readOnly}
                  />
                )}
              />
            )}
            <SelectField
              label={t`Language of the vacancy`}
              options={labelOptions(LOCALES, LANGUAGE_MESSAGES, i18n)}
              error={error('language')}
              {...register('language')}
            />
            <SelectField
              label={t`We reply within`}
              hint={t`Seekers see this promise; unanswered applications are marked overdue after it.`}
              options={[
                { value: '', label: t`The company's default` },
                ...REPLY_WITHIN_DAYS_CHOICES.map((days) => ({
                  value: String(days),
                  label: t`${plural(days, { one: '# day', other: '# days' })}`,
                })),
              ]}
              error={error('reply_within_days')}
              {...register('reply_within_days')}
            />
          </div>
        </fieldset>
        <fieldset className={styles.fieldset} disabled={readOnly}>
          <legend className={styles.legend}>
            <Trans>Screening questions</Trans>
          </legend>
          <Controller
            control={control}
            name="questions"
            render={({ field }) => (
              <QuestionsEditor
                value={field.value ?? []}
                onChange={field.onChange}
                errors={errors.questions as QuestionsEditorProps['errors']}
                disabled={readOnly}
              />
            )}
          />
        </fieldset>
        {showQuality && !readOnly && <QualityCheck values={{ ...baseValues, ...values }} />}
        {!readOnly && (
          <div className={styles.actions}>
            {actions.map((action, index) => (
              <Button
                key={action.intent}
                type={index === 0 ? 'submit' : 'button'}
                variant={action.variant ?? (index === 0 ? 'primary' : 'secondary')}
                busy={pendingIntent === action.intent}
                disabled={pendingIntent !== null && pendingIntent !== action.intent}
                onClick={index === 0 ? undefined : () => void submitWith(action.intent)()}
              >
                {action.label}
              </Button>
            ))}
            <span className={styles.muted} aria-live="polite">
              {dirty ? t`Unsaved changes` : notice}
            </span>
          </div>
        )}
      </form>
      {leaveGuard.dialog}
    </>
  );
}
