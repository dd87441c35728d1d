import { savedSearchRoutes, type SavedSearch, type SavedSearchAlert } from '@jobs/contracts';
import { Button, ButtonLink, Card, Loader, PageMeta, SelectField, TextField } from '@jobs/ui';
import { useApiClient } from '@jobs/web-platform';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { alertOptions } from './alert-labels';
import { FAVORITES_PATH, HIDDEN_PATH, LISTS_KEY, savedSearchesQuery, savedSearchPath } from './list-queries';
import styles from './lists.module.css';

function SavedSearchRow({ item }: { item: SavedSearch }) {
  const { t, i18n } = useLingui();
  const apiClient = useApiClient();
  const queryClient = useQueryClient();
  const [renaming, setRenaming] = useState(false);
  const [name, setName] = useState(item.name);
  const [busy, setBusy] = useState(false);
  const refresh = () => queryClient.invalidateQueries({ queryKey: LISTS_KEY });

  const update = async (body: { name?: string; alert?: SavedSearchAlert }) => {
    setBusy(true);
    try {
      await apiClient.call(savedSearchRoutes.update, { params: { id: item.id }, body });
      await refresh();
    } finally {
      setBusy(false);
    }
  };

  const handleRename = async (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) return;
    await update({ name: name.trim() });
    setRenaming(false);
  };

  const handleDelete = async () => {
    setBusy(true);
    try {
      await apiClient.call(savedSearchRoutes.remove, { params: { id: item.id } });
      await refresh();
    } finally {
      setBusy(false);
    }
  };

  const count = item.new_count;
  return (
    <li>
      <Card className={styles.row} aria-label={item.name}>
        <div className={styles.rowHead}>
          <Link to={savedSearchPath(item.id)} className={styles.rowName}>
            {item.name}
          </Link>
          {count > 0 ? (
            <span className={styles.badge}>
              <Plural value={count} one="# new" other="# new" />
            </span>
          ) : (
            <span className={styles.muted}>
              <Trans>No new vacancies</Trans>
            </span>
          )}
        </div>
        {renaming ? (
          <form className={styles.rowControls} onSubmit={(event) => void handleRename(event)}>
            <TextField label={t`New name`} value={name} maxLength={100} onChange={(e) => setName(e.target.value)} />
            <Button type="submit" busy={busy}>
              <Trans>Save</Trans>
            </Button>
            <Button type="button" variant="ghost" onClick={() => setRenaming(false)}>
              <Trans>Cancel</Trans>
            </Button>
          </form>
        ) : (
          <div className={styles.rowControls}>
            <SelectField
              label={t`Alerts`}
              options={alertOptions(i18n)}
              value={item.alert}
              disabled={busy}
              onChange={(event) => void update({ alert: event.target.value as SavedSearchAlert })}
            />
            <Button variant="secondary" onClick={() => setRenaming(true)} aria-label={t`Rename “${item.name}”`}>
              <Trans>Rename</Trans>
            </Button>
            <Button
              variant="ghost"
              busy={busy}
              onClick={() => void handleDelete()}
              aria-label={t`Delete “${item.name}”`}
            >
              <Trans>Delete</Trans>
            </Button>
          </div>
        )}
      </Card>
    </li>
  );
}

/** `/saved-searches`: the seeker's saved searches with their new matches (like an autosearch), alerts, rename and delete. */
export function SavedSearchesPage() {
  const { t } = useLingui();
  const apiClient = useApiClient();
  const { data, isError } = useQuery(savedSearchesQuery(apiClient));
  return (
    <div className={styles.page}>
      <PageMeta title={t`Saved searches`} description={t`Your saved searches and their new vacancies.`} noIndex />
      <h1 className={styles.title}>
        <Trans>Saved searches</Trans>
      </h1>
      <p className={styles.links}>
        <Link to={FAVORITES_PATH}>
          <Trans>Favourites</Trans>
        </Link>
        <Link to={HIDDEN_PATH}>
          <Trans>Hidden vacancies and companies</Trans>
        </Link>
      </p>
      {isError ? (
        <p role="alert">
          <Trans>Could not load your saved searches.</Trans>
        </p>
      ) : !data ? (
        <Loader label={t`Loading…`} />
      ) : data.items.length === 0 ? (
        <Card>
          <p>
            <Trans>No saved searches yet. Search for vacancies and press “Save search” to be told of new ones.</Trans>
          </p>
          <ButtonLink to="/vacancies">
            <Trans>Find vacancies</Trans>
          </ButtonLink>
        </Card>
      ) : (
        <ul className={styles.list}>
          {data.items.map((item) => (
            <SavedSearchRow key={item.id} item={item} />
          ))}
        </ul>
      )}
    </div>
  );
}
