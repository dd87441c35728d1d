import { Button } from '@jobs/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import { useApiClient } from '@jobs/web-platform';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router';
import { companyPath } from '../companies/company-paths';
import styles from './search.module.css';
import { suggestQuery } from './search-queries';

/** Suggestions wait for a pause in typing this long. */
const SUGGEST_DELAY_MS = 200;
const SUGGEST_MIN_LENGTH = 2;

const useDebounced = (value: string, delayMs: number): string => {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
};

export type SearchBoxProps = {
  defaultValue?: string;
  /** Runs the search for the text (navigates). */
  onSearch: (q: string) => void;
  /** The box's label; default "Job title, skill or company". */
  label?: string;
};

/** A suggestion of the list: a vacancy title, or a company (`company_id`: its page). */
type Suggestion = { title: string; count: number; company_id?: number | undefined };

/**
 * The search box: a combobox whose list suggests companies and vacancy titles as one types (arrow
 * keys move through them, Enter takes one, Escape closes the list; a company opens its page, a
 * title is searched), and a button that searches.
 */
export function SearchBox({ defaultValue = '', onSearch, label }: SearchBoxProps) {
  const { t } = useLingui();
  const apiClient = useApiClient();
  const navigate = useNavigate();
  const id = useId();
  const inputId = `${id}-input`;
  const listId = `${id}-list`;
  const [text, setText] = useState(defaultValue);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const typed = useDebounced(text.trim(), SUGGEST_DELAY_MS);
  const enabled = open && typed.length >= SUGGEST_MIN_LENGTH;
  const { data } = useQuery({ ...suggestQuery(apiClient, typed), enabled });
  const suggestions: Suggestion[] = enabled && data ? data.items : [];
  const expanded = open && suggestions.length > 0;

  const search = (q: string) => {
    setOpen(false);
    setActive(-1);
    onSearch(q.trim());
  };

  const choose = (suggestion: Suggestion) => {
    if (suggestion.company_id !== undefined) {
      setOpen(false);
      setActive(-1);
      navigate(companyPath(suggestion.company_id));
      return;
    }
    setText(suggestion.title);
    search(suggestion.title);
  };

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    search(text);
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      if (!open) setOpen(true);
      if (suggestions.length > 0) setActive((current) => (current + 1) % suggestions.length);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      if (suggestions.length > 0) setActive((current) => (current <= 0 ? suggestions.length - 1 : current - 1));
    } else if (event.key === 'Enter' && expanded && active >= 0) {
      event.preventDefault();
      const chosen = suggestions[active];
      if (chosen) choose(chosen);
    } else if (event.key === 'Escape') {
      if (expanded) {
        event.preventDefault();
        setOpen(false);
        setActive(-1);
      } else if (text) {
        setText('');
      }
    }
  };

  return (
    <form role="search" className={styles.searchForm} onSubmit={handleSubmit}>
      <label htmlFor={inputId} className={styles.searchLabel}>
        {label ?? t`Job title, skill or company`}
      </label>
      <div className={styles.searchRow}>
        <div className={styles.combobox}>
          <input
            id={inputId}
            name="q"
            type="text"
            role="combobox"
            className={styles.searchInput}
            value={text}
            placeholder={t`For example, React developer`}
            autoComplete="off"
            enterKeyHint="search"
            aria-autocomplete="list"
            aria-expanded={expanded}
            aria-controls={listId}
            aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
            onChange={(event) => {
              setText(event.target.value);
              setOpen(true);
              setActive(-1);
            }}
            onKeyDown={handleKeyDown}
            onBlur={() => setOpen(false)}
          />
          <ul id={listId} role="listbox" aria-label={t`Suggestions`} className={styles.suggestions} hidden={!expanded}>
            {suggestions.map((suggestion, index) => (
              <li
                key={
                  suggestion.company_id === undefined ? `title:${suggestion.title}` : `company:${suggestion.company_id}`
                }
                id={`${listId}-${index}`}
                role="option"
                aria-selected={index === active}
                className={styles.suggestion}
                // mousedown, not click: the input's blur would close the list before a click lands.
                onMouseDown={(event) => {
                  event.preventDefault();
                  choose(suggestion);
                }}
              >
                {suggestion.company_id === undefined ? (
                  suggestion.title
                ) : (
                  <>
                    <span className={styles.suggestionKind}>
                      <Trans>Company</Trans>
                    </span>{' '}
                    {suggestion.title}
                  </>
                )}
              </li>
            ))}
          </ul>
        </div>
        <Button type="submit">
          <Trans>Find jobs</Trans>
        </Button>
      </div>
    </form>
  );
}
