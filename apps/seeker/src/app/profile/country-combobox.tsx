import { countriesRoute, type Country } from '@jobs/contracts';
import { fieldErrorText, type FieldErrorValue } from '@jobs/ui';
import { useApiClient } from '@jobs/web-platform';
import { Trans, useLingui } from '@lingui/react/macro';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import { useUiLocale } from '../i18n/ui-locale';
import styles from './profile-page.module.css';

export type CountryComboboxProps = {
  label: string;
  /** The chosen country's code, or null. */
  value: string | null;
  onChange: (code: string | null) => void;
  error?: FieldErrorValue;
};

const SEARCH_DELAY_MS = 200;

const useDebounced = (value: string, delay: number): string => {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return debounced;
};

/**
 * The citizenship field: type any accepted name (США, USA, Germany…) and pick from the API's
 * matches (`GET /countries`). A combobox with a listbox: arrows move, Enter picks, Escape closes.
 */
export function CountryCombobox({ label, value, onChange, error }: CountryComboboxProps) {
  const apiClient = useApiClient();
  const { t, i18n } = useLingui();
  const locale = useUiLocale();
  const id = useId();
  const listId = `${id}-list`;
  const errorId = `${id}-error`;
  const [text, setText] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const query = useDebounced(text ?? '', SEARCH_DELAY_MS);

  const chosen = useQuery({
    queryKey: ['countries', locale, 'code', value],
    queryFn: ({ signal }) =>
      apiClient.call(countriesRoute, { query: { locale, code: value ?? undefined } }, { signal }),
    enabled: value !== null,
    staleTime: Infinity,
  });
  const chosenName = value === null ? '' : (chosen.data?.[0]?.name ?? value);

  const matches = useQuery({
    queryKey: ['countries', locale, 'q', query],
    queryFn: ({ signal }) => apiClient.call(countriesRoute, { query: { locale, q: query } }, { signal }),
    enabled: open && query.trim() !== '',
    staleTime: Infinity,
    placeholderData: keepPreviousData,
  });
  const options: Country[] = open && query.trim() !== '' ? (matches.data ?? []).slice(0, 10) : [];

  const pick = (country: Country) => {
    onChange(country.code);
    setText(null);
    setOpen(false);
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setOpen(true);
      setActive((index) => Math.min(index + 1, Math.max(options.length - 1, 0)));
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setActive((index) => Math.max(index - 1, 0));
    } else if (event.key === 'Enter' && open && options[active]) {
      event.preventDefault();
      pick(options[active]);
    } else if (event.key === 'Escape') {
      setOpen(false);
      setText(null);
    }
  };

  const describedBy = error ? errorId : undefined;
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      <div className={styles.comboRow}>
        <input
          id={id}
          className={styles.input}
          role="combobox"
          aria-expanded={options.length > 0}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={options[active] ? `${listId}-${options[active].code}` : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          autoComplete="off"
          placeholder={t`Start typing a country`}
          value={text ?? chosenName}
          onChange={(event) => {
            setText(event.target.value);
            setActive(0);
            setOpen(true);
          }}
          onKeyDown={handleKeyDown}
          onBlur={() => {
            // Leave the list open long enough for a click on an option to land.
            setTimeout(() => {
              setOpen(false);
              setText(null);
            }, 150);
          }}
        />
        {value !== null && (
          <button type="button" className={styles.linkButton} onClick={() => onChange(null)}>
            <Trans>Clear</Trans>
          </button>
        )}
      </div>
      <ul
        id={listId}
        role="listbox"
        aria-label={t`${label} options`}
        className={styles.listbox}
        hidden={options.length === 0}
      >
        {options.map((country, index) => (
          <li
            key={country.code}
            id={`${listId}-${country.code}`}
            role="option"
            aria-selected={index === active}
            className={index === active ? `${styles.option} ${styles.optionActive}` : styles.option}
            onMouseDown={(event) => {
              event.preventDefault();
              pick(country);
            }}
          >
            {country.name}
            {country.matched && <span className={styles.optionHint}> ({country.matched})</span>}
          </li>
        ))}
      </ul>
      {open && query.trim() !== '' && matches.isSuccess && options.length === 0 && (
        <p className={styles.hint}>
          <Trans>No country matches “{query}”.</Trans>
        </p>
      )}
      {error && (
        <p id={errorId} className={styles.error}>
          {fieldErrorText(i18n, error)}
        </p>
      )}
    </div>
  );
}
