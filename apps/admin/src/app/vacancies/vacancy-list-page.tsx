import {
  cityName,
  EDITOR_SORTS,
  editorRoutes,
  knownCityNames,
  VACANCY_LIMITS,
  VACANCY_STATUSES,
  type EditorVacancyListQuery,
} from '@jobs/contracts';
import {
  Button,
  ButtonLink,
  Card,
  ConfirmDialog,
  DataTable,
  FormError,
  Loader,
  LoadError,
  PageTitle,
  SelectField,
  TextField,
} from '@jobs/ui';
import {
  describeServerError,
  StatusBadge,
  VACANCY_ERROR_WORDS,
  statusLabel,
  useCategoryOptions,
} from '@jobs/vacancy-editor';
import { useApiClient } from '@jobs/web-platform';
import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { formatDateTime } from '../format';
import { CompanyPicker } from './company-picker';
import { EDITOR_HOME, editorKeys, editorVacancyPath } from './vacancy-queries';
import styles from './admin.module.css';
import { RiskTags } from './risk-tags';

type Status = (typeof VACANCY_STATUSES)[number];
type Sort = (typeof EDITOR_SORTS)[number];
type BulkAction = 'publish' | 'archive';
type BulkResult = { action: BulkAction; updated: number[]; skipped: { id: number; reason: string }[] };

const PER_PAGE = 25;
const SORT_LABELS: Record<Sort, MessageDescriptor> = {
  review_first: msg`Review queue first`,
  updated: msg`Recently updated`,
  created: msg`Recently created`,
  title: msg({ context: 'sort', message: 'Title' }),
  company: msg({ context: 'sort', message: 'Company' }),
};

/** Waiting for an editor's decision: on review, or published with changes on review. */
const waitsForReview = (vacancy: { status: string; pending_changes: unknown }) =>
  vacancy.status === 'on_review' || vacancy.pending_changes !== null;

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
  const { t, i18n } = useLingui();
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
          t`Company #${companyId}`,
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
      setBulkError(describeServerError(error, VACANCY_ERROR_WORDS).form ?? t`The bulk action failed.`);
    } finally {
      setBulkBusy(false);
      setConfirm(null);
    }
  };

  const titleOf = (id: number) => items.find((item) => item.id === id)?.title ?? t`Vacancy ${id}`;
  const statusOptions = VACANCY_STATUSES.map((value) => ({ value, label: statusLabel(value, i18n) }));
  const sortOptions = EDITOR_SORTS.map((value) => ({ value, label: i18n._(SORT_LABELS[value]) }));
  const selectedCount = selected.length;
  // The review queue is ordered by when each vacancy went to review: that time is shown.
  const reviewQueue = (query.sort ?? 'review_first') === 'review_first';
  const categoryName = (category: { name_ru: string; name_en: string } | null) =>
    category ? (i18n.locale === 'ru' ? category.name_ru : category.name_en) : '—';

  return (
    <>
      <PageTitle
        title={t`Vacancy editor`}
        description={t`Review, edit and publish the vacancies of every company on the platform.`}
        actions={
          <ButtonLink to={`${EDITOR_HOME}/new`}>
            <Trans>New vacancy</Trans>
          </ButtonLink>
        }
      />
      <Card>
        <form className={styles.filters} role="search" aria-label={t`Vacancies`} onSubmit={handleSearch}>
          <TextField
            label={t`Search`}
            type="search"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
          <TextField
            label={t`City`}
            suggestions={knownCityNames(i18n.locale)}
            value={city}
            onChange={(event) => setCity(event.target.value)}
          />
          <Button type="submit" variant="secondary">
            <Trans context="button">Search</Trans>
          </Button>
        </form>
        <div className={styles.filters}>
          <SelectField
            label={t`Status`}
            placeholder={t`Any status`}
            options={statusOptions}
            value={query.status ?? ''}
            onChange={(event) => update({ status: event.target.value || undefined })}
          />
          <CompanyPicker
            label={t`Company`}
            clearLabel={t`Any company`}
            value={chosenCompany}
            onChange={(company) => {
              if (company) setCompanyNames((names) => ({ ...names, [company.id]: company.name }));
              update({ company_id: company ? String(company.id) : undefined });
            }}
          />
          <SelectField
            label={t`Category`}
            placeholder={t`Any category`}
            options={categories.options}
            value={query.category_id ? String(query.category_id) : ''}
            onChange={(event) => update({ category_id: event.target.value || undefined })}
          />
          <SelectField
            label={t`Sort by`}
            options={sortOptions}
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
            <Trans>Only waiting for review</Trans>
          </label>
        </div>

        <div className={styles.bar} role="group" aria-label={t`Bulk actions`}>
          <span aria-live="polite">
            <Plural value={selectedCount} one="# selected" other="# selected" />
          </span>
          <Button variant="secondary" disabled={selected.length === 0} onClick={() => setConfirm('publish')}>
            <Trans>Publish selected</Trans>
          </Button>
          <Button variant="secondary" disabled={selected.length === 0} onClick={() => setConfirm('archive')}>
            <Trans>Archive selected</Trans>
          </Button>
        </div>
        <FormError>{bulkError}</FormError>
        {result && (
          <div className={styles.summary} role="status">
            <strong>
              <BulkSummary action={result.action} updated={result.updated.length} skipped={result.skipped.length} />
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

        {list.isPending && <Loader label={t`Loading vacancies…`} />}
        {list.isError && (
          <LoadError onRetry={() => void list.refetch()}>
            <Trans>Could not load the vacancies.</Trans>
          </LoadError>
        )}
        {list.data &&
          (items.length === 0 ? (
            <p className={styles.muted}>
              <Trans>No vacancy matches.</Trans>
            </p>
          ) : (
            <DataTable caption={<Plural value={total} one="# vacancy" other="# vacancies" />}>
              <thead>
                <tr>
                  <th scope="col">
                    <input
                      type="checkbox"
                      aria-label={t`Select every vacancy on this page`}
                      checked={allSelected}
                      onChange={() =>
                        setSelected(allSelected ? [] : items.map((item) => item.id).slice(0, VACANCY_LIMITS.bulkMax))
                      }
                    />
                  </th>
                  <th scope="col">
                    <Trans>Vacancy</Trans>
                  </th>
                  <th scope="col">
                    <Trans>Company</Trans>
                  </th>
                  <th scope="col">
                    <Trans>Status</Trans>
                  </th>
                  <th scope="col">
                    <Trans>City</Trans>
                  </th>
                  <th scope="col">
                    <Trans>Category</Trans>
                  </th>
                  {reviewQueue && (
                    <th scope="col">
                      <Trans>On review since</Trans>
                    </th>
                  )}
                  <th scope="col">
                    <Trans>Updated</Trans>
                  </th>
                </tr>
              </thead>
              <tbody>
                {items.map((vacancy) => {
                  const vacancyTitle = vacancy.title;
                  return (
                    <tr key={vacancy.id}>
                      <td>
                        <input
                          type="checkbox"
                          aria-label={t`Select ${vacancyTitle}`}
                          checked={selected.includes(vacancy.id)}
                          onChange={() => toggle(vacancy.id)}
                        />
                      </td>
                      <th scope="row">
                        <Link to={editorVacancyPath(vacancy.id)}>{vacancy.title}</Link>
                        <RiskTags risk={vacancy.risk} />
                      </th>
                      <td>{vacancy.company.name}</td>
                      <td>
                        <StatusBadge status={vacancy.status} pendingChanges={vacancy.pending_changes !== null} />
                      </td>
                      <td>{cityName(vacancy.city, i18n.locale)}</td>
                      <td>{categoryName(vacancy.category)}</td>
                      {reviewQueue && (
                        <td>
                          {waitsForReview(vacancy) && vacancy.submitted_at
                            ? formatDateTime(i18n, vacancy.submitted_at)
                            : '—'}
                        </td>
                      )}
                      <td>{formatDateTime(i18n, vacancy.updated_at)}</td>
                    </tr>
                  );
                })}
              </tbody>
            </DataTable>
          ))}
        {list.data && pages > 1 && (
          <nav className={styles.bar} aria-label={t`Pages`}>
            <Button variant="secondary" disabled={page <= 1} onClick={() => update({ page: String(page - 1) })}>
              <Trans>Previous page</Trans>
            </Button>
            <span>
              <Trans>
                Page {page} of {pages}
              </Trans>
            </span>
            <Button variant="secondary" disabled={page >= pages} onClick={() => update({ page: String(page + 1) })}>
              <Trans>Next page</Trans>
            </Button>
          </nav>
        )}
      </Card>
      {confirm && (
        <ConfirmDialog
          title={
            confirm === 'publish'
              ? t`${plural(selectedCount, { one: 'Publish # vacancy?', other: 'Publish # vacancies?' })}`
              : t`${plural(selectedCount, { one: 'Archive # vacancy?', other: 'Archive # vacancies?' })}`
          }
          confirmLabel={confirm === 'publish' ? t`Publish` : t`Archive`}
          busy={bulkBusy}
          onCancel={() => setConfirm(null)}
          onConfirm={() => void runBulk(confirm)}
        >
          <p>
            {confirm === 'publish' ? (
              <Trans>
                They become visible to job seekers at once. A vacancy that cannot be published is skipped and listed.
              </Trans>
            ) : (
              <Trans>
                They stop being shown to job seekers and leave every collection. A vacancy that cannot be archived is
                skipped and listed.
              </Trans>
            )}
          </p>
        </ConfirmDialog>
      )}
    </>
  );
}

/** "Published: 3. Skipped: 1." after a bulk action. */
function BulkSummary({ action, updated, skipped }: { action: BulkAction; updated: number; skipped: number }) {
  return action === 'publish' ? (
    <Trans>
      Published: {updated}. Skipped: {skipped}.
    </Trans>
  ) : (
    <Trans>
      Archived: {updated}. Skipped: {skipped}.
    </Trans>
  );
}
