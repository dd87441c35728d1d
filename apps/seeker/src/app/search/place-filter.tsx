import { geoSuggestRoute, RADIUS_KM } from '@jobs/contracts';
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

/**
 * Where: "near me" (the browser's location, asked only when that button is pressed), or near a
 * metro station (typed and chosen from the suggestions), within a radius; choosing a point sorts
 * nearest first.
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
  const [stationName, setStationName] = useState('');
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
  const stations =
    typed.length >= MIN_LETTERS ? (suggestions.data?.items ?? []).filter((item) => item.kind === 'metro') : [];
  const hasPoint = Boolean(state.near || state.metro);

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
        const near = `${position.coords.latitude.toFixed(5)},${position.coords.longitude.toFixed(5)}`;
        onChange({ near, metro: undefined, sort: 'distance' });
      },
      () => {
        setLocating(false);
        setProblem(t`Could not get your location: allow it in the browser, or choose a metro station.`);
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
          {state.near ? (
            <Trans>Near you</Trans>
          ) : stationName ? (
            <Trans>Near: {stationName}</Trans>
          ) : (
            <Trans>Near a metro station</Trans>
          )}{' '}
          <Button
            type="button"
            variant="secondary"
            onClick={() => {
              setStationName('');
              onChange({ near: undefined, metro: undefined, radius_km: undefined, sort: undefined });
            }}
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
        label={t`Near a metro station`}
        autoComplete="off"
        value={text}
        aria-controls={stations.length > 0 ? listId : undefined}
        onChange={(event) => setText(event.target.value)}
      />
      {stations.length > 0 && (
        <ul id={listId} className={styles.placeSuggestions} aria-label={t`Metro stations`}>
          {stations.map((station) => (
            <li key={station.metro?.id ?? station.text}>
              <button
                type="button"
                className={styles.placeSuggestion}
                onClick={() => {
                  setStationName(station.text);
                  setText('');
                  setTyped('');
                  onChange({ metro: String(station.metro?.id), near: undefined, sort: 'distance' });
                }}
              >
                <span
                  className={styles.metroDot}
                  style={{ backgroundColor: station.metro?.color }}
                  aria-hidden="true"
                />
                <span>{station.text}</span>
                <span className={styles.placeNote}>{station.metro?.line}</span>
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
