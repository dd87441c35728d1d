import {
  CURRENCIES,
  EMPLOYMENT_TYPES,
  EXPERIENCE_LEVELS,
  POSTED_WITHIN_DAYS,
  SCHEDULES,
  type FacetBucket,
  type SearchFacets,
} from '@jobs/contracts';
import { Button, useCityName } from '@jobs/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState, type FormEvent } from 'react';
import { categoryName, useUiLocale } from '../i18n/ui-locale';
import { employmentLabel, experienceLabel, POSTED_LABELS, scheduleLabel } from '../vacancy/vacancy-format';
import type { SearchKey, SearchState } from './search-params';
import styles from './search.module.css';

export type FilterPanelProps = {
  state: SearchState;
  facets: SearchFacets | undefined;
  onChange: (changes: SearchState) => void;
};

const countOf = (buckets: readonly FacetBucket[] | undefined, value: string): number | undefined =>
  buckets ? (buckets.find((bucket) => bucket.value === value)?.count ?? 0) : undefined;

type Choice = { value: string; label: string; count?: number };

/** A radio group of one filter: "Any" and each value with its facet count. */
function RadioFilter({
  name,
  legend,
  choices,
  value,
  onChange,
}: {
  name: SearchKey;
  legend: string;
  choices: Choice[];
  value: string | undefined;
  onChange: (changes: SearchState) => void;
}) {
  const id = useId();
  const { t, i18n } = useLingui();
  return (
    <fieldset className={styles.filter}>
      <legend className={styles.filterTitle}>{legend}</legend>
      {[{ value: '', label: t`Any` } as Choice, ...choices].map((choice) => (
        <label key={choice.value} className={styles.choice}>
          <input
            type="radio"
            name={`${id}-${name}`}
            value={choice.value}
            checked={(value ?? '') === choice.value}
            onChange={() => onChange({ [name]: choice.value || undefined })}
          />
          <span>{choice.label}</span>
          {choice.count !== undefined && <span className={styles.count}>{i18n.number(choice.count)}</span>}
        </label>
      ))}
    </fieldset>
  );
}

/** A select of one filter (long lists: categories, cities). */
function SelectFilter({
  name,
  label,
  anyLabel,
  choices,
  value,
  onChange,
}: {
  name: SearchKey;
  label: string;
  anyLabel: string;
  choices: Choice[];
  value: string | undefined;
  onChange: (changes: SearchState) => void;
}) {
  const id = useId();
  const { i18n } = useLingui();
  const options =
    value && !choices.some((choice) => choice.value === value) ? [...choices, { value, label: value }] : choices;
  return (
    <div className={styles.filter}>
      <label htmlFor={id} className={styles.filterTitle}>
        {label}
      </label>
      <select
        id={id}
        className={styles.select}
        value={value ?? ''}
        onChange={(event) => onChange({ [name]: event.target.value || undefined })}
      >
        <option value="">{anyLabel}</option>
        {options.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.count === undefined ? choice.label : `${choice.label} (${i18n.number(choice.count)})`}
          </option>
        ))}
      </select>
    </div>
  );
}

/** Salary from, in a currency: applied with its button (or Enter), not on every keystroke. */
function SalaryFilter({ state, onChange }: { state: SearchState; onChange: (changes: SearchState) => void }) {
  const id = useId();
  const { t } = useLingui();
  const [amount, setAmount] = useState(state.salary_from ?? '');
  const [currency, setCurrency] = useState(state.currency ?? 'RUB');
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = amount.trim().replace(/\s/g, '');
    if (trimmed && !/^\d{1,9}$/.test(trimmed)) {
      setError(t`Enter a whole number, for example 150000`);
      return;
    }
    setError(null);
    onChange({ salary_from: trimmed || undefined, currency: trimmed && currency !== 'RUB' ? currency : undefined });
  };
  return (
    <form className={styles.filter} onSubmit={submit} aria-labelledby={`${id}-title`}>
      <span id={`${id}-title`} className={styles.filterTitle}>
        <Trans>Salary</Trans>
      </span>
      <div className={styles.salaryRow}>
        <label htmlFor={`${id}-amount`} className="ui-visually-hidden">
          <Trans>Salary from</Trans>
        </label>
        <input
          id={`${id}-amount`}
          className={styles.select}
          inputMode="numeric"
          placeholder={t`from`}
          value={amount}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => setAmount(event.target.value)}
        />
        <label htmlFor={`${id}-currency`} className="ui-visually-hidden">
          <Trans>Currency</Trans>
        </label>
        <select
          id={`${id}-currency`}
          className={styles.select}
          value={currency}
          onChange={(event) => setCurrency(event.target.value)}
        >
          {CURRENCIES.map((code) => (
            <option key={code} value={code}>
              {code}
            </option>
          ))}
        </select>
      </div>
      {error && (
        <p id={`${id}-error`} className={styles.fieldError} role="alert">
          {error}
        </p>
      )}
      <Button type="submit" variant="secondary">
        <Trans>Apply salary</Trans>
      </Button>
    </form>
  );
}

/** The filters of `/vacancies`, each with the number of results choosing it would give. */
export function FilterPanel({ state, facets, onChange }: FilterPanelProps) {
  const { t, i18n } = useLingui();
  const cityName = useCityName();
  const locale = useUiLocale();
  return (
    <div className={styles.filters}>
      <SelectFilter
        name="category"
        label={t`Category`}
        anyLabel={t`Any category`}
        value={state.category}
        onChange={onChange}
        choices={(facets?.category ?? []).map((bucket) => ({
          value: bucket.value,
          label: categoryName(bucket, locale),
          count: bucket.count,
        }))}
      />
      <SelectFilter
        name="city"
        label={t`City`}
        anyLabel={t`Any city`}
        value={state.city}
        onChange={onChange}
        choices={(facets?.city ?? []).map((bucket) => ({
          value: bucket.value,
          label: cityName(bucket.value),
          count: bucket.count,
        }))}
      />
      <label className={styles.choice}>
        <input
          type="checkbox"
          checked={state.remote === 'true'}
          onChange={(event) => onChange({ remote: event.target.checked ? 'true' : undefined })}
        />
        <span>{state.city ? <Trans>Or remote</Trans> : <Trans>Remote only</Trans>}</span>
      </label>
      <SalaryFilter key={`${state.salary_from}-${state.currency}`} state={state} onChange={onChange} />
      <RadioFilter
        name="experience"
        legend={t`Experience`}
        value={state.experience}
        onChange={onChange}
        choices={EXPERIENCE_LEVELS.map((value) => ({
          value,
          label: experienceLabel(value, i18n),
          count: countOf(facets?.experience, value),
        }))}
      />
      <RadioFilter
        name="schedule"
        legend={t`Schedule`}
        value={state.schedule}
        onChange={onChange}
        choices={SCHEDULES.map((value) => ({
          value,
          label: scheduleLabel(value, i18n),
          count: countOf(facets?.schedule, value),
        }))}
      />
      <RadioFilter
        name="employment"
        legend={t`Employment`}
        value={state.employment}
        onChange={onChange}
        choices={EMPLOYMENT_TYPES.map((value) => ({
          value,
          label: employmentLabel(value, i18n),
          count: countOf(facets?.employment, value),
        }))}
      />
      <RadioFilter
        name="posted_within_days"
        legend={t`Posted`}
        value={state.posted_within_days}
        onChange={onChange}
        choices={POSTED_WITHIN_DAYS.map((days) => ({
          value: String(days),
          label: i18n._(POSTED_LABELS[days]),
          count: countOf(facets?.posted_within_days, String(days)),
        }))}
      />
    </div>
  );
}
