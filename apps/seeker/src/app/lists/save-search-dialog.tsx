import { DEFAULT_SAVED_SEARCH_ALERT, savedSearchRoutes, type SavedSearchAlert } from '@jobs/contracts';
import { Button, SelectField, TextField, useCityName } from '@jobs/ui';
import { useApiClient } from '@jobs/web-platform';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { changeSearch, searchHref, type SearchState } from '../search/search-params';
import { ModalDialog } from '../ui/modal-dialog';
import { alertOptions } from './alert-labels';
import { LISTS_KEY, SAVED_SEARCHES_PATH } from './list-queries';
import styles from './lists.module.css';

export type SaveSearchDialogProps = {
  state: SearchState;
  onClose: () => void;
};

/** The saved search's query string: the search's filters and words, not its page. */
export const savedQueryOf = (state: SearchState): string =>
  searchHref(changeSearch(state, { page: undefined })).split('?')[1] ?? '';

/** The "Save search" dialog: a name (from the words and filters) and how to be alerted of new matches. */
export function SaveSearchDialog({ state, onClose }: SaveSearchDialogProps) {
  const { t, i18n } = useLingui();
  const apiClient = useApiClient();
  const queryClient = useQueryClient();
  const cityName = useCityName();

  const defaultName = () => {
    const parts: string[] = [];
    if (state.q) parts.push(state.q);
    if (state.city) parts.push(cityName(state.city));
    const place = state.place;
    if (place) parts.push(t`near ${place}`);
    if (state.remote === 'true' || state.schedule === 'remote') parts.push(t`remote`);
    if (state.salary_from) {
      const amount = i18n.number(Number(state.salary_from), {
        style: 'currency',
        currency: state.currency ?? 'RUB',
        currencyDisplay: 'narrowSymbol',
        maximumFractionDigits: 0,
      });
      parts.push(t`from ${amount}`);
    }
    return (parts.join(', ') || t`All vacancies`).slice(0, 100);
  };

  const [name, setName] = useState(defaultName);
  const [alert, setAlert] = useState<SavedSearchAlert>(DEFAULT_SAVED_SEARCH_ALERT);
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [saved, setSaved] = useState(false);

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) {
      setError(t`Enter a name`);
      return;
    }
    setBusy(true);
    setError(undefined);
    try {
      await apiClient.call(savedSearchRoutes.create, {
        body: { name: name.trim(), query: savedQueryOf(state), alert },
      });
      await queryClient.invalidateQueries({ queryKey: LISTS_KEY });
      setSaved(true);
    } catch {
      setError(t`Could not save the search. Try again.`);
    } finally {
      setBusy(false);
    }
  };

  return (
    <ModalDialog title={t`Save search`} onClose={onClose}>
      {saved ? (
        <div className={styles.dialogForm}>
          <p role="status" className={styles.note}>
            <Trans>
              Search saved. New matches show on <Link to={SAVED_SEARCHES_PATH}>Saved searches</Link>.
            </Trans>
          </p>
          <Button onClick={onClose}>
            <Trans>Done</Trans>
          </Button>
        </div>
      ) : (
        <form className={styles.dialogForm} onSubmit={(event) => void handleSubmit(event)} noValidate>
          <TextField
            label={t({ message: 'Name', context: 'saved search', comment: 'The saved search’s name (not a person’s)' })}
            value={name}
            maxLength={100}
            onChange={(event) => setName(event.target.value)}
            error={error}
          />
          <SelectField
            label={t`Alerts about new vacancies`}
            hint={t`Once a day unless you choose otherwise: new matches come together, in the daily e-mail digest (see Settings › Notifications).`}
            options={alertOptions(i18n)}
            value={alert}
            onChange={(event) => setAlert(event.target.value as SavedSearchAlert)}
          />
          <Button type="submit" busy={busy}>
            <Trans>Save</Trans>
          </Button>
        </form>
      )}
    </ModalDialog>
  );
}
