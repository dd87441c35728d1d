import { editorRoutes } from '@jobs/contracts';
import { Button, TextField, type FieldErrorValue } from '@jobs/ui';
import { useApiClient } from '@jobs/web-platform';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import { editorKeys } from './vacancy-queries';
import styles from './admin.module.css';

export type CompanyOption = { id: number; name: string };

export type CompanyPickerProps = {
  label: string;
  /** The chosen company, or null. */
  value: CompanyOption | null;
  onChange: (company: CompanyOption | null) => void;
  error?: FieldErrorValue;
  /** The Clear button's text ("Any company" for a filter). */
  clearLabel?: string;
};

/** How long typing pauses before the search runs. */
export const COMPANY_SEARCH_DELAY_MS = 250;
/** How many matches the list shows. */
export const COMPANY_MATCHES_SHOWN = 10;

const useDebounced = (value: string, delay: number): string => {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return debounced;
};

/**
 * A company, found by typing part of its name (`GET /editor/companies?q=`): never the whole list
 * of companies. A combobox with a listbox: arrows move, Enter picks, Escape closes.
 */
export function CompanyPicker({ label, value, onChange, error, clearLabel }: CompanyPickerProps) {
  const apiClient = useApiClient();
  const { t } = useLingui();
  const listId = useId();
  const [text, setText] = useState<string | null>(null);
  const [active, setActive] = useState(0);
  const typed = (text ?? '').trim();
  const term = useDebounced(typed, COMPANY_SEARCH_DELAY_MS);
  const searching = text !== null && term !== '';

  const matches = useQuery({
    queryKey: [...editorKeys.companies, term],
    queryFn: ({ signal }) => apiClient.call(editorRoutes.companies, { query: { q: term } }, { signal }),
    enabled: searching,
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });
  const options = searching ? (matches.data ?? []).slice(0, COMPANY_MATCHES_SHOWN) : [];
  const open = options.length > 0;
  const optionId = (company: CompanyOption) => `${listId}-${company.id}`;

  const pick = (company: CompanyOption) => {
    onChange(company);
    setText(null);
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' && open) {
      event.preventDefault();
      setActive((index) => Math.min(index + 1, options.length - 1));
    } else if (event.key === 'ArrowUp' && open) {
      event.preventDefault();
      setActive((index) => Math.max(index - 1, 0));
    } else if (event.key === 'Enter') {
      // Never submit the surrounding form from here: Enter picks.
      event.preventDefault();
      const option = options[active];
      if (option) pick(option);
    } else if (event.key === 'Escape' && text !== null) {
      event.preventDefault();
      event.stopPropagation();
      setText(null);
    }
  };

  const matchCount = options.length;
  const status =
    text === null || typed === ''
      ? ''
      : typed !== term || (matches.isFetching && options.length === 0)
        ? t`Searching…`
        : matches.isError
          ? t`Could not search the companies.`
          : matches.isSuccess && options.length === 0
            ? t`No company matches “${term}”.`
            : t`${plural(matchCount, { one: '# company matches.', other: '# companies match.' })}`;

  return (
    <div className={styles.combo}>
      <div className={styles.comboField}>
        <TextField
          label={label}
          role="combobox"
          aria-expanded={open}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={open && options[active] ? optionId(options[active]) : undefined}
          autoComplete="off"
          placeholder={t`Type a company name`}
          value={text ?? value?.name ?? ''}
          error={error}
          onChange={(event) => {
            setText(event.target.value);
            setActive(0);
          }}
          onKeyDown={handleKeyDown}
          onBlur={() => setText(null)}
        />
        <ul id={listId} role="listbox" aria-label={t`${label}: matches`} className={styles.listbox} hidden={!open}>
          {options.map((company, index) => (
            <li
              key={company.id}
              id={optionId(company)}
              role="option"
              aria-selected={index === active}
              className={index === active ? `${styles.option} ${styles.optionActive}` : styles.option}
              // Picked before the input loses focus (which would close the list).
              onMouseDown={(event) => {
                event.preventDefault();
                pick(company);
              }}
            >
              {company.name}
            </li>
          ))}
        </ul>
      </div>
      <p className={open ? styles.visuallyHidden : styles.muted} aria-live="polite">
        {status}
      </p>
      {value && (
        <Button variant="ghost" onClick={() => onChange(null)}>
          {clearLabel ?? t`Clear`}
        </Button>
      )}
    </div>
  );
}
