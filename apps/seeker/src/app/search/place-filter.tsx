import { geoSuggestRoute, RADIUS_KM, type GeoSuggestion } from '@jobs/contracts';
import { Button, TextField } from '@jobs/ui';
import { useApiClient } from '@jobs/web-platform';
import { Trans, useLingui } from '@lingui/react/macro';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import type { SearchState } from './search-params';
import styles from './search.module.css';

const RADII = [1, 2, 3, 5, 10, 20, 50, 100] as const;
const MIN_LETTERS = 2;
const DEBOUNCE_MS = 250;

export type PlaceFilterProps = {
  state: SearchState;
  onChange: (changes: SearchState) => void;
};

/** A point as `near=` writes it (5 decimals: about a metre). */
const nearOf = (lat: number, lon: number) => `${lat.toFixed(5)},${lon.toFixed(5)}`;

/**
 * Where: "near me" (the browser's location, asked only when that button is pressed), or near a
 * metro station or an address (typed and chosen from the suggestions of `GET /geo/suggest`: the
 * stations the project ships, the addresses of published vacancies), within a radius; choosing a
 * point sorts nearest first. The chosen place's name goes into the URL (`place=`), so a shared link
 * or a saved search says where it searches.
 */
export function PlaceFilter({ state, onChange }: PlaceFilterProps) {
  const { t } = useLingui();
  const apiClient = useApiClient();
  const radiusId = useId();
  const listId = useId();
  const [locating, setLocating] = useState(false);
  const [problem, setProblem] = useState('');
  const [text, setText] = useState('');
  const [typed, setTyped] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setTyped(text.trim()), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);
  const suggestions = useQuery({
    queryKey: ['geo-suggest', typed, state.city ?? ''],
    queryFn: ({ signal }) =>
      apiClient.call(geoSuggestRoute, { query: { q: typed, ...(state.city ? { city: state.city } : {}) } }, { signal }),
    enabled: typed.length >= MIN_LETTERS,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
  const places =
    typed.length >= MIN_LETTERS
      ? (suggestions.data?.items ?? []).filter((item) => item.kind === 'metro' || item.kind === 'street')
      : [];
  const hasPoint = Boolean(state.near || state.metro);
  const place = state.place;

  const choose = (item: GeoSuggestion) => {
    setText('');
    setTyped('');
    onChange(
      item.kind === 'metro' && item.metro
        ? { metro: String(item.metro.id), near: undefined, place: item.text, sort: 'distance' }
        : { near: nearOf(item.lat, item.lon), metro: undefined, place: item.text, sort: 'distance' },
    );
  };

  const nearMe = () => {
    setProblem('');
    if (!('geolocation' in navigator)) {
      setProblem(t`This browser cannot tell where you are.`);
      return;
    }
    setLocating(true);
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setLocating(false);
        const near = nearOf(position.coords.latitude, position.coords.longitude);
        onChange({ near, metro: undefined, place: undefined, sort: 'distance' });
      },
      () => {
        setLocating(false);
        setProblem(t`Could not get your location: allow it in the browser, or choose a metro station or an address.`);
      },
      { timeout: 15_000, maximumAge: 300_000 },
    );
  };

  return (
    <fieldset className={styles.place}>
      <legend className={styles.placeLegend}>
        <Trans>Distance</Trans>
      </legend>
      {hasPoint ? (
        <p className={styles.placeChosen} role="status">
          {place ? (
            <Trans>Near: {place}</Trans>
          ) : state.near ? (
            <Trans>Near you</Trans>
          ) : (
            <Trans>Near a metro station</Trans>
          )}{' '}
          <Button
            type="button"
            variant="secondary"
            onClick={() =>
              onChange({ near: undefined, metro: undefined, place: undefined, radius_km: undefined, sort: undefined })
            }
          >
            <Trans>Anywhere</Trans>
          </Button>
        </p>
      ) : (
        <Button type="button" variant="secondary" busy={locating} onClick={nearMe}>
          <Trans>Near me</Trans>
        </Button>
      )}
      {problem && (
        <p className={styles.placeProblem} role="alert">
          {problem}
        </p>
      )}
      <TextField
        label={t`Near a metro station or an address`}
        hint={t`A station, or a street with its house: choose from the list.`}
        autoComplete="off"
        value={text}
        aria-controls={places.length > 0 ? listId : undefined}
        onChange={(event) => setText(event.target.value)}
      />
      {places.length > 0 && (
        <ul id={listId} className={styles.placeSuggestions} aria-label={t`Metro stations and addresses`}>
          {places.map((item) => (
            <li key={`${item.kind}:${item.metro?.id ?? ''}:${item.text}`}>
              <button type="button" className={styles.placeSuggestion} onClick={() => choose(item)}>
                {item.metro && (
                  <span className={styles.metroDot} style={{ backgroundColor: item.metro.color }} aria-hidden="true" />
                )}
                <span>{item.text}</span>
                {item.metro ? (
                  <span className={styles.placeNote}>{item.metro.line}</span>
                ) : (
                  !item.text.startsWith(item.city) && <span className={styles.placeNote}>{item.city}</span>
                )}
              </button>
            </li>
          ))}
        </ul>
      )}
      {hasPoint && (
        <div className={styles.placeRadius}>
          <label htmlFor={radiusId}>
            <Trans>Within</Trans>
          </label>
          <select
            id={radiusId}
            className={styles.select}
            value={state.radius_km ?? String(RADIUS_KM.default)}
            onChange={(event) => onChange({ radius_km: event.target.value })}
          >
            {RADII.map((km) => (
              <option key={km} value={km}>
                {t`${km} km`}
              </option>
            ))}
          </select>
        </div>
      )}
    </fieldset>
  );
}
