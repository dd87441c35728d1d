import {
  cityName,
  COLLECTION_SLUGS,
  editorRoutes,
  VACANCY_LIMITS,
  type CollectionSlug,
  type ManagedVacancy,
} from '@jobs/contracts';
import { Button, Card, FormError, Loader, LoadError, PageTitle, TextField, useLeaveGuard } from '@jobs/ui';
import { describeServerError } from '@jobs/vacancy-editor';
import { useApiClient } from '@jobs/web-platform';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type DragEvent, type FormEvent } from 'react';
import { Link, useLocation } from 'react-router';
import { formatSalary } from '../format';
import { editorKeys, editorVacancyPath } from '../vacancies/vacancy-queries';
import styles from '../vacancies/admin.module.css';

/** A 404 here: a vacancy of the new order is gone (archived or deleted meanwhile). */
const COLLECTION_ERROR_WORDS = { notFound: msg`A vacancy of this collection no longer exists. Reload the page.` };

const COLLECTIONS: Record<CollectionSlug, { title: MessageDescriptor; description: MessageDescriptor }> = {
  similar: {
    title: msg`Similar vacancies`,
    description: msg`The vacancies shown to job seekers as similar ones.`,
  },
  recommended: {
    title: msg`Recommended vacancies`,
    description: msg`The vacancies the platform recommends to job seekers.`,
  },
  'no-experience': {
    title: msg`No experience needed`,
    description: msg`The vacancies collected for job seekers without work experience.`,
  },
};

type Item = Pick<ManagedVacancy, 'id' | 'title' | 'company' | 'city' | 'salary_from' | 'salary_to' | 'currency'>;

const sameOrder = (a: readonly Item[], b: readonly Item[]) =>
  a.length === b.length && a.every((item, index) => item.id === b[index].id);

/** Moves the item at `from` to `to`, returning a new list. */
export const moveItem = <T,>(list: readonly T[], from: number, to: number): T[] => {
  const next = [...list];
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved);
  return next;
};

/**
 * `/edit-vacancies-list/similar`, `/recommended`, `/no-experience`: the collection's vacancies in
 * the order job seekers see them. Add by searching published vacancies, reorder by dragging or with
 * the move buttons (announced), remove, then save; unsaved changes are shown and guarded.
 */
export function CollectionPage() {
  const lastSegment = useLocation().pathname.split('/').filter(Boolean).pop() ?? '';
  const slug = (COLLECTION_SLUGS as readonly string[]).includes(lastSegment)
    ? (lastSegment as CollectionSlug)
    : 'recommended';
  const collection = COLLECTIONS[slug];
  const apiClient = useApiClient();
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const current = useQuery({
    queryKey: editorKeys.collection(slug),
    queryFn: ({ signal }) => apiClient.call(editorRoutes.getCollection, { params: { slug } }, { signal }),
  });
  const [saved, setSaved] = useState<Item[] | null>(null);
  const [items, setItems] = useState<Item[]>([]);
  const [announcement, setAnnouncement] = useState('');
  const [dragIndex, setDragIndex] = useState<number | null>(null);
  const [overIndex, setOverIndex] = useState<number | null>(null);
  const [saving, setSaving] = useState(false);
  const [saveError, setSaveError] = useState('');
  const [search, setSearch] = useState('');
  const [term, setTerm] = useState<string | null>(null);

  // Take the server's list when it arrives (or after a save), never over unsaved edits.
  useEffect(() => {
    if (!current.data) return;
    if (saved === null || sameOrder(items, saved)) {
      setSaved(current.data.items);
      setItems(current.data.items);
    }
    // Only a new list from the server is news: the editor's own moves (items) never reset it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [current.data]);

  const dirty = saved !== null && !sameOrder(items, saved);
  const leaveGuard = useLeaveGuard(
    dirty,
    t`The new order of this collection is not saved yet. If you leave now, it is lost.`,
  );

  const results = useQuery({
    queryKey: ['editor', 'collection-search', term],
    enabled: term !== null,
    queryFn: ({ signal }) =>
      apiClient.call(
        editorRoutes.list,
        { query: { status: 'published', q: term || undefined, sort: 'updated', per_page: 10 } },
        { signal },
      ),
  });

  const full = items.length >= VACANCY_LIMITS.collectionMax;
  const itemCount = items.length;
  const collectionMax = VACANCY_LIMITS.collectionMax;
  const salaryText = (item: Item) => formatSalary(i18n, item);

  const move = (from: number, to: number) => {
    if (to < 0 || to >= items.length || from === to) return;
    const next = moveItem(items, from, to);
    setItems(next);
    const title = items[from].title;
    const position = to + 1;
    const count = next.length;
    setAnnouncement(t`${title} moved to position ${position} of ${count}.`);
  };

  const remove = (index: number) => {
    const title = items[index].title;
    setItems(items.filter((_, other) => other !== index));
    setAnnouncement(t`${title} removed from the collection.`);
  };

  const add = (vacancy: ManagedVacancy) => {
    if (full || items.some((item) => item.id === vacancy.id)) return;
    setItems([...items, vacancy]);
    const title = vacancy.title;
    const position = items.length + 1;
    setAnnouncement(t`${title} added at position ${position}.`);
  };

  const handleSearch = (event: FormEvent) => {
    event.preventDefault();
    setTerm(search.trim());
  };

  const handleSave = async () => {
    setSaving(true);
    setSaveError('');
    try {
      const result = await apiClient.call(editorRoutes.putCollection, {
        params: { slug },
        body: { vacancy_ids: items.map((item) => item.id) },
      });
      setSaved(result.items);
      setItems(result.items);
      queryClient.setQueryData(editorKeys.collection(slug), result);
      void queryClient.invalidateQueries({ queryKey: ['editor', 'audit'] });
      setAnnouncement(t`The collection was saved. Job seekers see this order now.`);
    } catch (error) {
      const described = describeServerError(error, COLLECTION_ERROR_WORDS);
      setSaveError(described.form ?? Object.values(described.fields)[0] ?? t`Could not save the collection.`);
    } finally {
      setSaving(false);
    }
  };

  const onDragStart = (index: number) => (event: DragEvent<HTMLLIElement>) => {
    setDragIndex(index);
    event.dataTransfer.effectAllowed = 'move';
    event.dataTransfer.setData('text/plain', String(items[index].id));
  };
  const onDragOver = (index: number) => (event: DragEvent<HTMLLIElement>) => {
    if (dragIndex === null) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'move';
    setOverIndex(index);
  };
  const onDrop = (index: number) => (event: DragEvent<HTMLLIElement>) => {
    event.preventDefault();
    if (dragIndex !== null) move(dragIndex, index);
    setDragIndex(null);
    setOverIndex(null);
  };
  const onDragEnd = () => {
    setDragIndex(null);
    setOverIndex(null);
  };

  return (
    <>
      <PageTitle title={i18n._(collection.title)} description={i18n._(collection.description)} />
      <p className={styles.visuallyHidden} aria-live="assertive">
        {announcement}
      </p>
      <Card aria-labelledby="order-title">
        <h2 id="order-title" className={styles.sectionTitle}>
          <Trans>In the collection, in this order</Trans>
        </h2>
        {current.isPending && <Loader label={t`Loading the collection…`} />}
        {current.isError && (
          <LoadError onRetry={() => void current.refetch()}>
            <Trans>Could not load the collection.</Trans>
          </LoadError>
        )}
        {saved !== null &&
          (items.length === 0 ? (
            <p className={styles.muted}>
              <Trans>The collection is empty. Search below to add published vacancies.</Trans>
            </p>
          ) : (
            <>
              <p className={styles.muted} id="order-help">
                <Trans>
                  Drag a vacancy by its handle, or use its Move up and Move down buttons. Archived vacancies leave the
                  collection by themselves.
                </Trans>
              </p>
              <ol className={styles.list} aria-label={t`Collection order`} aria-describedby="order-help">
                {items.map((item, index) => {
                  const title = item.title;
                  const position = index + 1;
                  return (
                    <li
                      key={item.id}
                      className={styles.item}
                      draggable
                      data-dragging={dragIndex === index || undefined}
                      data-over={overIndex === index && dragIndex !== index ? true : undefined}
                      onDragStart={onDragStart(index)}
                      onDragOver={onDragOver(index)}
                      onDrop={onDrop(index)}
                      onDragEnd={onDragEnd}
                      aria-label={`${i18n.number(position)}. ${title}`}
                    >
                      <span className={styles.handle} aria-hidden="true" title={t`Drag to reorder`}>
                        ⠿
                      </span>
                      <span className={styles.position} aria-hidden="true">
                        {i18n.number(position)}
                      </span>
                      <span className={styles.grow}>
                        <Link to={editorVacancyPath(item.id)}>{item.title}</Link>
                        <span className={styles.muted}>
                          {' '}
                          · {item.company.name} · {cityName(item.city, i18n.locale)} · {salaryText(item)}
                        </span>
                      </span>
                      <Button
                        variant="ghost"
                        aria-label={t`Move ${title} up`}
                        disabled={index === 0}
                        onClick={() => move(index, index - 1)}
                      >
                        ↑ <Trans>Move up</Trans>
                      </Button>
                      <Button
                        variant="ghost"
                        aria-label={t`Move ${title} down`}
                        disabled={index === items.length - 1}
                        onClick={() => move(index, index + 1)}
                      >
                        ↓ <Trans>Move down</Trans>
                      </Button>
                      <Button variant="ghost" aria-label={t`Remove ${title}`} onClick={() => remove(index)}>
                        <Trans>Remove</Trans>
                      </Button>
                    </li>
                  );
                })}
              </ol>
            </>
          ))}
        <div className={styles.bar}>
          <Button onClick={() => void handleSave()} busy={saving} disabled={!dirty}>
            <Trans>Save order</Trans>
          </Button>
          {dirty && (
            <>
              <strong role="status">
                <Trans>Unsaved changes</Trans>
              </strong>
              <Button variant="secondary" onClick={() => saved && setItems(saved)}>
                <Trans>Discard changes</Trans>
              </Button>
            </>
          )}
          <span className={styles.muted}>
            <Trans>
              {itemCount} of {collectionMax}
            </Trans>
          </span>
        </div>
        <FormError>{saveError}</FormError>
      </Card>
      <Card aria-labelledby="add-title">
        <h2 id="add-title" className={styles.sectionTitle}>
          <Trans>Add published vacancies</Trans>
        </h2>
        <form className={styles.filters} role="search" aria-label={t`Published vacancies`} onSubmit={handleSearch}>
          <TextField
            label={t`Find a published vacancy`}
            type="search"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
          <Button type="submit" variant="secondary">
            <Trans context="button">Search</Trans>
          </Button>
        </form>
        {results.isFetching && <Loader label={t`Searching…`} />}
        {results.isError && (
          <FormError>
            <Trans>Could not search the vacancies.</Trans>
          </FormError>
        )}
        {results.data &&
          (results.data.items.length === 0 ? (
            <p className={styles.muted}>
              <Trans>No published vacancy matches.</Trans>
            </p>
          ) : (
            <ul className={styles.list} aria-label={t`Search results`}>
              {results.data.items.map((vacancy) => {
                const inList = items.some((item) => item.id === vacancy.id);
                const title = vacancy.title;
                return (
                  <li key={vacancy.id} className={styles.item}>
                    <span className={styles.grow}>
                      {vacancy.title}
                      <span className={styles.muted}>
                        {' '}
                        · {vacancy.company.name} · {cityName(vacancy.city, i18n.locale)}
                      </span>
                    </span>
                    <Button
                      variant="secondary"
                      aria-label={inList ? t`${title} is in the collection` : t`Add ${title}`}
                      disabled={inList || full}
                      onClick={() => add(vacancy)}
                    >
                      {inList ? t`Added` : t`Add`}
                    </Button>
                  </li>
                );
              })}
            </ul>
          ))}
      </Card>
      {leaveGuard.dialog}
    </>
  );
}
