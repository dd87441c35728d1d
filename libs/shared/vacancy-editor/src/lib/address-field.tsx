import { geoSuggestRoute, type AddressInput, type GeoSuggestion } from '@jobs/contracts';
import { Button, TextField } from '@jobs/ui';
import { useApiClient } from '@jobs/web-platform';
import { Trans, useLingui } from '@lingui/react/macro';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import styles from './vacancy-editor.module.css';

/** Suggestions are asked for once this many letters are typed, this long after the last key. */
const MIN_LETTERS = 2;
const DEBOUNCE_MS = 250;

export type AddressFieldProps = {
  value: AddressInput | null;
  onChange: (value: AddressInput | null) => void;
  /** The vacancy's city: suggestions stay in it. */
  city: string;
  disabled?: boolean;
};

/**
 * The vacancy's address, chosen from suggestions (`GET /geo/suggest`: cities, metro stations,
 * addresses already in use) so that it has a point; typed text alone is never saved.
 */
export function AddressField({ value, onChange, city, disabled = false }: AddressFieldProps) {
  const { t } = useLingui();
  const apiClient = useApiClient();
  const listId = useId();
  const [text, setText] = useState('');
  const [typed, setTyped] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setTyped(text.trim()), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);
  const cityQuery = city.trim();
  const suggestions = useQuery({
    queryKey: ['geo-suggest', typed, cityQuery],
    queryFn: ({ signal }) =>
      apiClient.call(geoSuggestRoute, { query: { q: typed, ...(cityQuery ? { city: cityQuery } : {}) } }, { signal }),
    enabled: typed.length >= MIN_LETTERS,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
  const items: GeoSuggestion[] = typed.length >= MIN_LETTERS ? (suggestions.data?.items ?? []) : [];

  const choose = (item: GeoSuggestion) => {
    onChange({ text: item.text, lat: item.lat, lon: item.lon });
    setText('');
    setTyped('');
  };

  return (
    <div className={styles.address}>
      {value ? (
        <p className={styles.addressChosen}>
          <span>
            <Trans>Address: {value.text}</Trans>
          </span>{' '}
          <Button type="button" variant="secondary" disabled={disabled} onClick={() => onChange(null)}>
            <Trans>Remove the address</Trans>
          </Button>
        </p>
      ) : null}
      <TextField
        label={value ? t`Another address` : t`Address (a street, a metro station)`}
        hint={t`Type and choose from the list: the address needs its place on the map.`}
        autoComplete="off"
        value={text}
        disabled={disabled}
        aria-controls={items.length > 0 ? listId : undefined}
        onChange={(event) => setText(event.target.value)}
      />
      {items.length > 0 && (
        <ul id={listId} className={styles.suggestions} aria-label={t`Address suggestions`}>
          {items.map((item) => (
            <li key={`${item.kind}:${item.text}:${item.lat}:${item.lon}`}>
              <button type="button" className={styles.suggestion} onClick={() => choose(item)} disabled={disabled}>
                {item.metro && (
                  <span className={styles.metroDot} style={{ backgroundColor: item.metro.color }} aria-hidden="true" />
                )}
                <span>{item.text}</span>
                {item.metro && <span className={styles.suggestionNote}>{item.metro.line}</span>}
                {item.region && <span className={styles.suggestionNote}>{item.region}</span>}
              </button>
            </li>
          ))}
        </ul>
      )}
      {typed.length >= MIN_LETTERS && suggestions.isSuccess && items.length === 0 && (
        <p className={styles.hintText} role="status">
          <Trans>Nothing found: try a street or a metro station.</Trans>
        </p>
      )}
    </div>
  );
}
