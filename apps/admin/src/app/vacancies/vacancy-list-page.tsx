import {
  EDITOR_SORTS,
  editorRoutes,
  VACANCY_LIMITS,
  VACANCY_STATUSES,
  type EditorVacancyListQuery,
} from '@jobs/contracts';
import { Button, ButtonLink, Card, FormError, Loader, PageTitle, SelectField, TextField } from '@jobs/ui';
import {
  ConfirmDialog,
  describeServerError,
  formatDateTime,
  STATUS_OPTIONS,
  StatusBadge,
  useCategoryOptions,
} from '@jobs/vacancy-editor';
import { useApiClient } from '@jobs/web-platform';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { CompanyPicker } from './company-picker';
import { EDITOR_HOME, editorKeys, editorVacancyPath } from './vacancy-queries';
import styles from './admin.module.css';

type Status = (typeof VACANCY_STATUSES)[number];
type Sort = (typeof EDITOR_SORTS)[number];
type BulkAction = 'publish' | 'archive';
type BulkResult = { action: BulkAction; updated: number[]; skipped: { id: number; reason: string }[] };

const PER_PAGE = 25;
const SORT_OPTIONS: { value: Sort; label: string }[] = [
  { value: 'review_first', label: 'Review queue first' },
  { value: 'updated', label: 'Recently updated' },
  { value: 'created', label: 'Recently created' },
  { value: 'title', label: 'Title' },
  { value: 'company', label: 'Company' },
];

const positiveInt = (value: string | null): number | undefined =>
  value && /^\d{1,9}$/.test(value) && Number(value) > 0 ? Number(value) : undefined;

/** The URL's search params as the list's query (unknown values are ignored). */
function readQuery(params: URLSearchParams): EditorVacancyListQuery {
  const status = params.get('status');
  const sort = params.get('sort');
  return {
    q: params.get('q') || undefined,
    status: (VACANCY_STATUSES as readonly (string | null)[]).includes(status) ? (status as Status) : undefined,
    company_id: positiveInt(params.get('company_id')),
    category_id: positiveInt(params.get('category_id')),
    city: params.get('city') || undefined,
    needs_review: params.get('needs_review') === 'true' ? 'true' : undefined,
    sort: (EDITOR_SORTS as readonly (string | null)[]).includes(sort) ? (sort as Sort) : 'review_first',
    page: positiveInt(params.get('page')) ?? 1,
    per_page: PER_PAGE,
  };
}

/**
 * `/edit-vacancies-list`: every vacancy of every company; the review queue first. Search, filters,
 * sort and page live in the URL; rows can be selected for a bulk publish or archive.
 */
export function VacancyListPage() {
  const apiClient = useApiClient();
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const query = readQuery(params);
  const list = useQuery({
    queryKey: editorKeys.list(query),
    queryFn: ({ signal }) => apiClient.call(editorRoutes.list, { query }, { signal }),
    placeholderData: keepPreviousData,
  });
  // The filter's company comes from the URL as an id: its name is the one picked, or the listed vacancies' company.
  const [companyNames, setCompanyNames] = useState<Record<number, string>>({});
  const categories = useCategoryOptions();
  const [selected, setSelected] = useState<number[]>([]);
  const [confirm, setConfirm] = useState<BulkAction | null>(null);
  const [bulkBusy, setBulkBusy] = useState(false);
  const [bulkError, setBulkError] = useState('');
  const [result, setResult] = useState<BulkResult | null>(null);
  const [search, setSearch] = useState(query.q ?? '');
  const [city, setCity] = useState(query.city ?? '');
  // "Only waiting for review" shows a click at once; the URL (its source of truth) follows after the
  // navigation, and a URL change of its own (back, a link) sets the box again.
  const urlNeedsReview = query.needs_review === 'true';
  const [needsReview, setNeedsReview] = useState(urlNeedsReview);
  const [shownNeedsReview, setShownNeedsReview] = useState(urlNeedsReview);
  if (shownNeedsReview !== urlNeedsReview) {
    setShownNeedsReview(urlNeedsReview);
    setNeedsReview(urlNeedsReview);
  }

  const update = (changes: Record<string, string | undefined>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    if (!('page' in changes)) next.delete('page');
    setParams(next);
    setSelected([]);
  };

  const handleSearch = (event: FormEvent) => {
    event.preventDefault();
    update({ q: search.trim() || undefined, city: city.trim() || undefined });
  };

  const items = list.data?.items ?? [];
  const companyId = positiveInt(params.get('company_id'));
  const chosenCompany = companyId
    ? {
        id: companyId,
        name:
          companyNames[companyId] ??
          items.find((item) => item.company.id === companyId)?.company.name ??
          `Company #${companyId}`,
      }
    : null;
  const total = list.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / PER_PAGE));
  const page = positiveInt(params.get('page')) ?? 1;
  const allSelected = items.length > 0 && items.every((item) => selected.includes(item.id));
  const toggle = (id: number) =>
    setSelected((current) => (current.includes(id) ? current.filter((other) => other !== id) : [...current, id]));

  const runBulk = async (action: BulkAction) => {
    setBulkBusy(true);
    setBulkError('');
    try {
      const outcome = await apiClient.call(editorRoutes.bulk, {
        body: { action, ids: selected.slice(0, VACANCY_LIMITS.bulkMax) },
      });
      setResult({ action, ...outcome });
      setSelected([]);
      void queryClient.invalidateQueries({ queryKey: ['editor'] });
    } catch (error) {
      setBulkError(describeServerError(error).form ?? 'The bulk action failed.');
    } finally {
      setBulkBusy(false);
      setConfirm(null);
    }
  };

  const titleOf = (id: number) => items.find((item) => item.id === id)?.title ?? `Vacancy ${id}`;

  return (
    <>
      <PageTitle
        title="Vacancy editor"
        description="Review, edit and publish the vacancies of every company on the platform."
        actions={<ButtonLink to={`${EDITOR_HOME}/new`}>New vacancy</ButtonLink>}
      />
      <Card>
        <form className={styles.filters} role="search" aria-label="Vacancies" onSubmit={handleSearch}>
          <TextField label="Search" type="search" value={search} onChange={(event) => setSearch(event.target.value)} />
          <TextField label="City" value={city} onChange={(event) => setCity(event.target.value)} />
          <Button type="submit" variant="secondary">
            Search
          </Button>
        </form>
        <div className={styles.filters}>
          <SelectField
            label="Status"
            placeholder="Any status"
            options={STATUS_OPTIONS}
            value={query.status ?? ''}
            onChange={(event) => update({ status: event.target.value || undefined })}
          />
          <CompanyPicker
            label="Company"
            clearLabel="Any company"
            value={chosenCompany}
            onChange={(company) => {
              if (company) setCompanyNames((names) => ({ ...names, [company.id]: company.name }));
              update({ company_id: company ? String(company.id) : undefined });
            }}
          />
          <SelectField
            label="Category"
            placeholder="Any category"
            options={categories.options}
            value={query.category_id ? String(query.category_id) : ''}
            onChange={(event) => update({ category_id: event.target.value || undefined })}
          />
          <SelectField
            label="Sort by"
            options={SORT_OPTIONS}
            value={query.sort ?? 'review_first'}
            onChange={(event) => update({ sort: event.target.value })}
          />
          <label className={styles.bar}>
            <input
              type="checkbox"
              checked={needsReview}
              onChange={(event) => {
                setNeedsReview(event.target.checked);
                update({ needs_review: event.target.checked ? 'true' : undefined });
              }}
            />
            Only waiting for review
          </label>
        </div>

        <div className={styles.bar} role="group" aria-label="Bulk actions">
          <span aria-live="polite">{selected.length} selected</span>
          <Button variant="secondary" disabled={selected.length === 0} onClick={() => setConfirm('publish')}>
            Publish selected
          </Button>
          <Button variant="secondary" disabled={selected.length === 0} onClick={() => setConfirm('archive')}>
            Archive selected
          </Button>
        </div>
        <FormError>{bulkError}</FormError>
        {result && (
          <div className={styles.summary} role="status">
            <strong>
              {result.action === 'publish' ? 'Published' : 'Archived'}: {result.updated.length}. Skipped:{' '}
              {result.skipped.length}.
            </strong>
            {result.skipped.length > 0 && (
              <ul>
                {result.skipped.map((skip) => (
                  <li key={skip.id}>
                    {titleOf(skip.id)} (#{skip.id}): {skip.reason}
                  </li>
                ))}
              </ul>
            )}
          </div>
        )}

        {list.isPending && <Loader label="Loading vacancies…" />}
        {list.isError && (
          <FormError>
            <p>Could not load the vacancies.</p>
            <Button variant="secondary" onClick={() => void list.refetch()}>
              Try again
            </Button>
          </FormError>
        )}
        {list.data &&
          (items.length === 0 ? (
            <p className={styles.muted}>No vacancy matches.</p>
          ) : (
            <div className={styles.tableWrap}>
              <table className={styles.table}>
                <caption className={styles.caption}>
                  {total} {total === 1 ? 'vacancy' : 'vacancies'}
                </caption>
                <thead>
                  <tr>
                    <th scope="col">
                      <input
                        type="checkbox"
                        aria-label="Select every vacancy on this page"
                        checked={allSelected}
                        onChange={() =>
                          setSelected(allSelected ? [] : items.map((item) => item.id).slice(0, VACANCY_LIMITS.bulkMax))
                        }
                      />
                    </th>
                    <th scope="col">Vacancy</th>
                    <th scope="col">Company</th>
                    <th scope="col">Status</th>
                    <th scope="col">City</th>
                    <th scope="col">Category</th>
                    <th scope="col">Updated</th>
                  </tr>
                </thead>
                <tbody>
                  {items.map((vacancy) => (
                    <tr key={vacancy.id}>
                      <td>
                        <input
                          type="checkbox"
                          aria-label={`Select ${vacancy.title}`}
                          checked={selected.includes(vacancy.id)}
                          onChange={() => toggle(vacancy.id)}
                        />
                      </td>
                      <th scope="row">
                        <Link to={editorVacancyPath(vacancy.id)}>{vacancy.title}</Link>
                      </th>
                      <td>{vacancy.company.name}</td>
                      <td>
                        <StatusBadge status={vacancy.status} pendingChanges={vacancy.pending_changes !== null} />
                      </td>
                      <td>{vacancy.city}</td>
                      <td>{vacancy.category?.name_en ?? '—'}</td>
                      <td>{formatDateTime(vacancy.updated_at)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          ))}
        {list.data && pages > 1 && (
          <nav className={styles.bar} aria-label="Pages">
            <Button variant="secondary" disabled={page <= 1} onClick={() => update({ page: String(page - 1) })}>
              Previous page
            </Button>
            <span>
              Page {page} of {pages}
            </span>
            <Button variant="secondary" disabled={page >= pages} onClick={() => update({ page: String(page + 1) })}>
              Next page
            </Button>
          </nav>
        )}
      </Card>
      {confirm && (
        <ConfirmDialog
          title={
            confirm === 'publish' ? `Publish ${selected.length} vacancies?` : `Archive ${selected.length} vacancies?`
          }
          confirmLabel={confirm === 'publish' ? 'Publish' : 'Archive'}
          busy={bulkBusy}
          onCancel={() => setConfirm(null)}
          onConfirm={() => void runBulk(confirm)}
        >
          <p>
            {confirm === 'publish'
              ? 'They become visible to job seekers at once. A vacancy that cannot be published is skipped and listed.'
              : 'They stop being shown to job seekers and leave every collection. A vacancy that cannot be archived is skipped and listed.'}
          </p>
        </ConfirmDialog>
      )}
    </>
  );
}
