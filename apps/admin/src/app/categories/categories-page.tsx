import { editorCategoryRoutes, type EditorCategory } from '@jobs/contracts';
import { Button, Card, ConfirmDialog, FormError, Loader, LoadError, PageTitle, TextField } from '@jobs/ui';
import { describeServerError } from '@jobs/vacancy-editor';
import { useApiClient } from '@jobs/web-platform';
import { msg } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { editorKeys } from '../vacancies/vacancy-queries';
import styles from '../vacancies/admin.module.css';

type Names = { name_ru: string; name_en: string };

/** What this page says for a failure of its own: a 404 is a category deleted meanwhile. */
export const CATEGORY_ERROR_WORDS = {
  notFound: msg`This category no longer exists. The list is reloaded.`,
};

/** A failed call as one sentence for the page. */
const useFailureText = () => {
  const { t } = useLingui();
  return (error: unknown): string => {
    const described = describeServerError(error, CATEGORY_ERROR_WORDS);
    return described.form ?? Object.entries(described.fields)[0]?.join(': ') ?? t`Something went wrong.`;
  };
};

/**
 * `/edit-vacancies-list/categories`: the platform's categories in the order job seekers see them.
 * Editors add one, rename it in Russian and English, move it up or down, hide it from job seekers
 * or show it again, and delete one that no vacancy uses (a used one can only be hidden: its
 * vacancies keep it). Every change is saved at once and recorded in the audit log.
 */
export function CategoriesPage() {
  const apiClient = useApiClient();
  const queryClient = useQueryClient();
  const { t, i18n } = useLingui();
  const failureText = useFailureText();
  const list = useQuery({
    queryKey: editorKeys.categories,
    queryFn: ({ signal }) => apiClient.call(editorCategoryRoutes.list, undefined, { signal }),
  });
  const [announcement, setAnnouncement] = useState('');
  const [error, setError] = useState('');
  const [busyId, setBusyId] = useState<number | null>(null);
  const [editing, setEditing] = useState<{ id: number } & Names>();
  const [deleting, setDeleting] = useState<EditorCategory>();
  const [draft, setDraft] = useState({ slug: '', name_ru: '', name_en: '' });
  const [draftErrors, setDraftErrors] = useState<Record<string, string>>({});
  const [creating, setCreating] = useState(false);

  const items = list.data?.items ?? [];
  const deletingName = deleting ? (i18n.locale === 'ru' ? deleting.name_ru : deleting.name_en) : '';

  /** The seeker side, the vacancy forms and the audit log read categories too. */
  const refreshOthers = () => {
    void queryClient.invalidateQueries({ queryKey: ['categories'] });
    void queryClient.invalidateQueries({ queryKey: ['editor', 'audit'] });
  };
  const store = (next: EditorCategory[]) => {
    queryClient.setQueryData(editorKeys.categories, { items: next });
    refreshOthers();
  };
  const replace = (updated: EditorCategory) => store(items.map((item) => (item.id === updated.id ? updated : item)));

  const run = async (id: number, action: () => Promise<void>) => {
    setBusyId(id);
    setError('');
    try {
      await action();
    } catch (failure) {
      setError(failureText(failure));
      void list.refetch();
    } finally {
      setBusyId(null);
    }
  };

  const nameOf = (category: Names) => (i18n.locale === 'ru' ? category.name_ru : category.name_en);

  const move = (from: number, to: number) => {
    const moving = items[from];
    if (!moving || to < 0 || to >= items.length) return;
    const ids = items.map((item) => item.id);
    ids.splice(from, 1);
    ids.splice(to, 0, moving.id);
    void run(moving.id, async () => {
      const result = await apiClient.call(editorCategoryRoutes.order, { body: { ids } });
      store(result.items);
      const name = nameOf(moving);
      const position = to + 1;
      const count = ids.length;
      setAnnouncement(t`${name} moved to position ${position} of ${count}.`);
    });
  };

  const setHidden = (category: EditorCategory, hidden: boolean) =>
    void run(category.id, async () => {
      replace(await apiClient.call(editorCategoryRoutes.update, { params: { id: category.id }, body: { hidden } }));
      const name = nameOf(category);
      setAnnouncement(hidden ? t`${name} is hidden from job seekers.` : t`${name} is shown to job seekers.`);
    });

  const saveNames = (event: FormEvent) => {
    event.preventDefault();
    if (!editing) return;
    const { id, name_ru, name_en } = editing;
    void run(id, async () => {
      const updated = await apiClient.call(editorCategoryRoutes.update, {
        params: { id },
        body: { name_ru, name_en },
      });
      replace(updated);
      setEditing(undefined);
      const name = nameOf(updated);
      setAnnouncement(t`${name} renamed.`);
    });
  };

  const remove = (category: EditorCategory) =>
    void run(category.id, async () => {
      await apiClient.call(editorCategoryRoutes.remove, { params: { id: category.id } });
      store(items.filter((item) => item.id !== category.id));
      setDeleting(undefined);
      const name = nameOf(category);
      setAnnouncement(t`${name} deleted.`);
    });

  const create = async (event: FormEvent) => {
    event.preventDefault();
    setCreating(true);
    setDraftErrors({});
    try {
      const created = await apiClient.call(editorCategoryRoutes.create, { body: { ...draft, hidden: false } });
      store([...items, created]);
      setDraft({ slug: '', name_ru: '', name_en: '' });
      const name = nameOf(created);
      setAnnouncement(t`${name} added at the end of the list.`);
    } catch (failure) {
      const described = describeServerError(failure, CATEGORY_ERROR_WORDS);
      setDraftErrors(
        Object.keys(described.fields).length > 0 ? described.fields : { form: described.form ?? failureText(failure) },
      );
    } finally {
      setCreating(false);
    }
  };

  return (
    <>
      <PageTitle
        title={t`Categories`}
        description={t`The categories job seekers browse and filter by, in this order. Changes apply at once.`}
      />
      <p className={styles.visuallyHidden} aria-live="polite">
        {announcement}
      </p>
      <Card aria-labelledby="categories-title">
        <h2 id="categories-title" className={styles.sectionTitle}>
          <Trans>Categories in the order job seekers see them</Trans>
        </h2>
        {list.isPending && <Loader label={t`Loading the categories…`} />}
        {list.isError && (
          <LoadError onRetry={() => void list.refetch()}>
            <Trans>Could not load the categories.</Trans>
          </LoadError>
        )}
        <FormError>{error}</FormError>
        {list.data && (
          <>
            <p className={styles.muted} id="categories-help">
              <Trans>
                A hidden category is not offered to job seekers, but its vacancies keep it. A category that vacancies
                use cannot be deleted: hide it instead.
              </Trans>
            </p>
            <ol className={styles.list} aria-label={t`Categories`} aria-describedby="categories-help">
              {items.map((category, index) => {
                const name = nameOf(category);
                const position = index + 1;
                const busy = busyId === category.id;
                const count = category.vacancy_count;
                if (editing?.id === category.id) {
                  return (
                    <li key={category.id} className={styles.item}>
                      <form className={styles.filters} onSubmit={saveNames} aria-label={t`Rename ${name}`}>
                        <TextField
                          label={t`Name in Russian`}
                          value={editing.name_ru}
                          required
                          maxLength={80}
                          onChange={(event) => setEditing({ ...editing, name_ru: event.target.value })}
                        />
                        <TextField
                          label={t`Name in English`}
                          value={editing.name_en}
                          required
                          maxLength={80}
                          onChange={(event) => setEditing({ ...editing, name_en: event.target.value })}
                        />
                        <Button type="submit" busy={busy}>
                          <Trans>Save</Trans>
                        </Button>
                        <Button variant="secondary" onClick={() => setEditing(undefined)}>
                          <Trans>Cancel</Trans>
                        </Button>
                      </form>
                    </li>
                  );
                }
                return (
                  <li
                    key={category.id}
                    className={styles.item}
                    aria-label={`${i18n.number(position)}. ${name}`}
                    data-hidden={category.hidden || undefined}
                  >
                    <span className={styles.position} aria-hidden="true">
                      {i18n.number(position)}
                    </span>
                    <span className={styles.grow}>
                      <strong>{category.name_ru}</strong> / {category.name_en}
                      <span className={styles.muted}>
                        {' '}
                        · {category.slug} · <Plural value={count} one="# vacancy" other="# vacancies" />
                        {category.hidden && (
                          <>
                            {' '}
                            · <Trans context="category">hidden</Trans>
                          </>
                        )}
                      </span>
                    </span>
                    <Button
                      variant="ghost"
                      aria-label={t`Move ${name} up`}
                      disabled={index === 0 || busyId !== null}
                      onClick={() => move(index, index - 1)}
                    >
                      ↑ <Trans>Move up</Trans>
                    </Button>
                    <Button
                      variant="ghost"
                      aria-label={t`Move ${name} down`}
                      disabled={index === items.length - 1 || busyId !== null}
                      onClick={() => move(index, index + 1)}
                    >
                      ↓ <Trans>Move down</Trans>
                    </Button>
                    <Button
                      variant="ghost"
                      aria-label={t`Rename ${name}`}
                      onClick={() =>
                        setEditing({ id: category.id, name_ru: category.name_ru, name_en: category.name_en })
                      }
                    >
                      <Trans>Rename</Trans>
                    </Button>
                    <Button
                      variant="ghost"
                      aria-label={category.hidden ? t`Show ${name}` : t`Hide ${name}`}
                      busy={busy}
                      onClick={() => setHidden(category, !category.hidden)}
                    >
                      {category.hidden ? <Trans>Show</Trans> : <Trans>Hide</Trans>}
                    </Button>
                    <Button
                      variant="ghost"
                      aria-label={t`Delete ${name}`}
                      disabled={count > 0}
                      title={count > 0 ? t`Vacancies use this category: hide it instead.` : undefined}
                      onClick={() => setDeleting(category)}
                    >
                      <Trans>Delete</Trans>
                    </Button>
                  </li>
                );
              })}
            </ol>
          </>
        )}
      </Card>
      <Card aria-labelledby="add-category-title">
        <h2 id="add-category-title" className={styles.sectionTitle}>
          <Trans>Add a category</Trans>
        </h2>
        <form className={styles.filters} onSubmit={(event) => void create(event)}>
          <TextField
            label={t`Name in Russian`}
            value={draft.name_ru}
            required
            maxLength={80}
            error={draftErrors['name_ru']}
            onChange={(event) => setDraft({ ...draft, name_ru: event.target.value })}
          />
          <TextField
            label={t`Name in English`}
            value={draft.name_en}
            required
            maxLength={80}
            error={draftErrors['name_en']}
            onChange={(event) => setDraft({ ...draft, name_en: event.target.value })}
          />
          <TextField
            label={t`Address name (slug)`}
            hint={t`Latin letters, digits and hyphens, e.g. "data-science"; it cannot be changed later.`}
            value={draft.slug}
            required
            pattern="[a-z0-9]+(-[a-z0-9]+)*"
            maxLength={50}
            error={draftErrors['slug']}
            onChange={(event) => setDraft({ ...draft, slug: event.target.value.trim().toLowerCase() })}
          />
          <Button type="submit" busy={creating}>
            <Trans>Add category</Trans>
          </Button>
        </form>
        <FormError>{draftErrors['form']}</FormError>
      </Card>
      {deleting && (
        <ConfirmDialog
          title={t`Delete the category?`}
          confirmLabel={t`Delete`}
          busy={busyId === deleting.id}
          onConfirm={() => remove(deleting)}
          onCancel={() => setDeleting(undefined)}
        >
          <p>
            <Trans>
              No vacancy uses «{deletingName}». Once deleted, it is gone from the list; you can add it again later.
            </Trans>
          </p>
        </ConfirmDialog>
      )}
    </>
  );
}
