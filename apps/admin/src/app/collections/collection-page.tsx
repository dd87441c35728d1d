import {
  COLLECTION_SLUGS,
  editorRoutes,
  VACANCY_LIMITS,
  type CollectionSlug,
  type ManagedVacancy,
} from '@jobs/contracts';
import { Button, Card, FormError, Loader, PageTitle, TextField } from '@jobs/ui';
import { describeServerError, formatSalary, useLeaveGuard } from '@jobs/vacancy-editor';
import { useApiClient } from '@jobs/web-platform';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type DragEvent, type FormEvent } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { editorKeys, editorVacancyPath } from '../vacancies/vacancy-queries';
import styles from '../vacancies/admin.module.css';

const COLLECTIONS: Record<CollectionSlug, { title: string; description: string }> = {
  similar: {
    title: 'Similar vacancies',
    description: 'The vacancies shown to job seekers as similar ones.',
  },
  recommended: {
    title: 'Recommended vacancies',
    description: 'The vacancies the platform recommends to job seekers.',
  },
  'no-experience': {
    title: 'No experience needed',
    description: 'The vacancies collected for job seekers without work experience.',
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
  }, [current.data]);

  const dirty = saved !== null && !sameOrder(items, saved);
  const leaveGuard = useLeaveGuard(
    dirty,
    'The new order of this collection is not saved yet. If you leave now, it is lost.',
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

  const move = (from: number, to: number) => {
    if (to < 0 || to >= items.length || from === to) return;
    const next = moveItem(items, from, to);
    setItems(next);
    setAnnouncement(`${items[from].title} moved to position ${to + 1} of ${next.length}.`);
  };

  const remove = (index: number) => {
    const item = items[index];
    setItems(items.filter((_, other) => other !== index));
    setAnnouncement(`${item.title} removed from the collection.`);
  };

  const add = (vacancy: ManagedVacancy) => {
    if (full || items.some((item) => item.id === vacancy.id)) return;
    setItems([...items, vacancy]);
    setAnnouncement(`${vacancy.title} added at position ${items.length + 1}.`);
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
      setAnnouncement('The collection was saved. Job seekers see this order now.');
    } catch (error) {
      const described = describeServerError(error);
      setSaveError(described.form ?? Object.values(described.fields)[0] ?? 'Could not save the collection.');
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
      <PageTitle title={collection.title} description={collection.description} />
      <p className={styles.visuallyHidden} aria-live="assertive">
        {announcement}
      </p>
      <Card aria-labelledby="order-title">
        <h2 id="order-title" className={styles.sectionTitle}>
          In the collection, in this order
        </h2>
        {current.isPending && <Loader label="Loading the collection…" />}
        {current.isError && (
          <FormError>
            <p>Could not load the collection.</p>
            <Button variant="secondary" onClick={() => void current.refetch()}>
              Try again
            </Button>
          </FormError>
        )}
        {saved !== null &&
          (items.length === 0 ? (
            <p className={styles.muted}>The collection is empty. Search below to add published vacancies.</p>
          ) : (
            <>
              <p className={styles.muted} id="order-help">
                Drag a vacancy by its handle, or use its Move up and Move down buttons. Archived vacancies leave the
                collection by themselves.
              </p>
              <ol className={styles.list} aria-label="Collection order" aria-describedby="order-help">
                {items.map((item, index) => (
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
                    aria-label={`${index + 1}. ${item.title}`}
                  >
                    <span className={styles.handle} aria-hidden="true" title="Drag to reorder">
                      ⠿
                    </span>
                    <span className={styles.position} aria-hidden="true">
                      {index + 1}
                    </span>
                    <span className={styles.grow}>
                      <Link to={editorVacancyPath(item.id)}>{item.title}</Link>
                      <span className={styles.muted}>
                        {' '}
                        · {item.company.name} · {item.city} · {formatSalary(item)}
                      </span>
                    </span>
                    <Button
                      variant="ghost"
                      aria-label={`Move ${item.title} up`}
                      disabled={index === 0}
                      onClick={() => move(index, index - 1)}
                    >
                      ↑ Move up
                    </Button>
                    <Button
                      variant="ghost"
                      aria-label={`Move ${item.title} down`}
                      disabled={index === items.length - 1}
                      onClick={() => move(index, index + 1)}
                    >
                      ↓ Move down
                    </Button>
                    <Button variant="ghost" aria-label={`Remove ${item.title}`} onClick={() => remove(index)}>
                      Remove
                    </Button>
                  </li>
                ))}
              </ol>
            </>
          ))}
        <div className={styles.bar}>
          <Button onClick={() => void handleSave()} busy={saving} disabled={!dirty}>
            Save order
          </Button>
          {dirty && (
            <>
              <strong role="status">Unsaved changes</strong>
              <Button variant="secondary" onClick={() => saved && setItems(saved)}>
                Discard changes
              </Button>
            </>
          )}
          <span className={styles.muted}>
            {items.length} of {VACANCY_LIMITS.collectionMax}
          </span>
        </div>
        <FormError>{saveError}</FormError>
      </Card>
      <Card aria-labelledby="add-title">
        <h2 id="add-title" className={styles.sectionTitle}>
          Add published vacancies
        </h2>
        <form className={styles.filters} role="search" aria-label="Published vacancies" onSubmit={handleSearch}>
          <TextField
            label="Find a published vacancy"
            type="search"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
          <Button type="submit" variant="secondary">
            Search
          </Button>
        </form>
        {results.isFetching && <Loader label="Searching…" />}
        {results.isError && <FormError>Could not search the vacancies.</FormError>}
        {results.data &&
          (results.data.items.length === 0 ? (
            <p className={styles.muted}>No published vacancy matches.</p>
          ) : (
            <ul className={styles.list} aria-label="Search results">
              {results.data.items.map((vacancy) => {
                const inList = items.some((item) => item.id === vacancy.id);
                return (
                  <li key={vacancy.id} className={styles.item}>
                    <span className={styles.grow}>
                      {vacancy.title}
                      <span className={styles.muted}>
                        {' '}
                        · {vacancy.company.name} · {vacancy.city}
                      </span>
                    </span>
                    <Button
                      variant="secondary"
                      aria-label={inList ? `${vacancy.title} is in the collection` : `Add ${vacancy.title}`}
                      disabled={inList || full}
                      onClick={() => add(vacancy)}
                    >
                      {inList ? 'Added' : 'Add'}
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
