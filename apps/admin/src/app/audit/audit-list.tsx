import { editorRoutes, type AuditEntry } from '@jobs/contracts';
import { Button, DataTable, Loader, LoadError } from '@jobs/ui';
import { useApiClient } from '@jobs/web-platform';
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { formatDateTime } from '../format';
import { CATEGORIES_PATH, editorKeys, editorVacancyPath } from '../vacancies/vacancy-queries';
import styles from '../vacancies/admin.module.css';

const EDITED = msg({ context: 'audit action', message: 'Edited' });
const COLLECTION_CHANGED = msg({ context: 'audit action', message: 'Collection changed' });

// What happened to the vacancy ("она": опубликована, отклонена).
const ACTION_LABELS: Record<string, MessageDescriptor> = {
  create: msg({ context: 'audit action', message: 'Created' }),
  update: EDITED,
  edit: EDITED,
  duplicate: msg({ context: 'audit action', message: 'Duplicated' }),
  submit: msg({ context: 'audit action', message: 'Submitted for review' }),
  to_draft: msg({ context: 'audit action', message: 'Moved to drafts' }),
  approve: msg({ context: 'audit action', message: 'Approved' }),
  reject: msg({ context: 'audit action', message: 'Rejected' }),
  publish: msg({ context: 'audit action', message: 'Published' }),
  archive: msg({ context: 'audit action', message: 'Archived' }),
  bulk_publish: msg({ context: 'audit action', message: 'Published (bulk)' }),
  bulk_archive: msg({ context: 'audit action', message: 'Archived (bulk)' }),
  collection_update: COLLECTION_CHANGED,
  'category.create': msg({ context: 'audit action', message: 'Created' }),
  'category.update': EDITED,
  'category.order': msg({ context: 'audit action', message: 'Categories reordered' }),
  'category.delete': msg({ context: 'audit action', message: 'Deleted' }),
  update_collection: COLLECTION_CHANGED,
  report_resolve: msg({ context: 'audit action', message: 'Report resolved' }),
  company_verify: msg({ context: 'audit action', message: 'Company verified' }),
  company_unverify: msg({ context: 'audit action', message: 'Company verification taken back' }),
};

const ROLE_LABELS: Record<string, MessageDescriptor> = {
  seeker: msg`job seeker`,
  employer: msg`employer`,
  editor: msg`editor`,
};

const ENTITY_LABELS: Record<string, MessageDescriptor> = {
  category: msg({ context: 'audit entity', message: 'category' }),
  collection: msg`collection`,
  vacancy: msg`vacancy`,
  report: msg({ context: 'audit entity', message: 'report' }),
  company: msg({ context: 'audit entity', message: 'company' }),
};

const labelOf = (labels: Record<string, MessageDescriptor>, key: string, i18n: I18n): string => {
  const label = labels[key];
  return label ? i18n._(label) : key;
};

/** `update+submit` → "Edited, Submitted for review"; unknown actions are shown as they are. */
const actionLabel = (action: string, i18n: I18n): string =>
  action
    .split('+')
    .map((part) =>
      ACTION_LABELS[part]
        ? labelOf(ACTION_LABELS, part, i18n)
        : labelOf(ACTION_LABELS, part.replace(/^vacancy\./, ''), i18n),
    )
    .join(', ');

/** A deleted category is named by the slug its entry kept. */
const categoryFromEntry = (entry: AuditEntry): string => {
  const kept = (entry.before ?? entry.after) as { slug?: unknown } | null;
  return typeof kept?.slug === 'string' ? kept.slug : `#${String(entry.entity_id)}`;
};

const describe = (value: unknown): string => {
  if (value === null || value === undefined) return '—';
  if (typeof value === 'string') return value;
  return JSON.stringify(value, null, 1);
};

export type AuditListProps = {
  /** Only this vacancy's entries. */
  vacancyId?: number;
  title: string;
};

/** Editor actions, newest first: who, what, when, and the state before and after. */
export function AuditList({ vacancyId, title }: AuditListProps) {
  const apiClient = useApiClient();
  const [page, setPage] = useState(1);
  const { t, i18n } = useLingui();
  const query = useQuery({
    queryKey: editorKeys.audit(vacancyId, page),
    queryFn: ({ signal }) =>
      apiClient.call(
        editorRoutes.audit,
        { query: vacancyId ? { entity_type: 'vacancy', entity_id: vacancyId, page } : { page } },
        { signal },
      ),
  });

  return (
    <section aria-labelledby="audit-title">
      <h2 id="audit-title" className={styles.sectionTitle}>
        {title}
      </h2>
      {query.isPending && <Loader label={t`Loading the history…`} />}
      {query.isError && (
        <LoadError onRetry={() => void query.refetch()}>
          <Trans>Could not load the history.</Trans>
        </LoadError>
      )}
      {query.data &&
        (query.data.items.length === 0 ? (
          <p className={styles.muted}>
            <Trans>Nothing recorded yet.</Trans>
          </p>
        ) : (
          <DataTable caption={title} captionHidden>
            <thead>
              <tr>
                <th scope="col">
                  <Trans>When</Trans>
                </th>
                <th scope="col">
                  <Trans>Who</Trans>
                </th>
                <th scope="col">
                  <Trans>What</Trans>
                </th>
                <th scope="col">
                  <Trans>Before → after</Trans>
                </th>
              </tr>
            </thead>
            <tbody>
              {query.data.items.map((entry: AuditEntry) => (
                <tr key={entry.id}>
                  <td>{formatDateTime(i18n, entry.created_at)}</td>
                  <td>
                    {entry.actor.name ?? t`System`}{' '}
                    <span className={styles.muted}>({labelOf(ROLE_LABELS, entry.actor.role, i18n)})</span>
                  </td>
                  <td>
                    {actionLabel(entry.action, i18n)}
                    {!vacancyId && entry.entity_type === 'vacancy' && entry.entity_id !== null && (
                      <>
                        {' '}
                        <Link to={editorVacancyPath(entry.entity_id)}>
                          {entry.entity_title ?? <VacancyNumber id={entry.entity_id} />}
                        </Link>
                      </>
                    )}
                    {!vacancyId && entry.entity_type === 'category' && entry.entity_id !== null && (
                      <>
                        <span className={styles.muted}> {labelOf(ENTITY_LABELS, entry.entity_type, i18n)}</span>{' '}
                        <Link to={CATEGORIES_PATH}>{entry.entity_title ?? categoryFromEntry(entry)}</Link>
                      </>
                    )}
                    {!vacancyId && entry.entity_type !== 'vacancy' && entry.entity_type !== 'category' && (
                      <span className={styles.muted}> {labelOf(ENTITY_LABELS, entry.entity_type, i18n)}</span>
                    )}
                  </td>
                  <td>
                    <details>
                      <summary>
                        <Trans>Show the change</Trans>
                      </summary>
                      <p className={styles.muted}>
                        <Trans>Before</Trans>
                      </p>
                      <pre className={styles.pre}>{describe(entry.before)}</pre>
                      <p className={styles.muted}>
                        <Trans>After</Trans>
                      </p>
                      <pre className={styles.pre}>{describe(entry.after)}</pre>
                    </details>
                  </td>
                </tr>
              ))}
            </tbody>
          </DataTable>
        ))}
      {query.data && (page > 1 || query.data.has_more) && (
        <div className={styles.bar}>
          <Button variant="secondary" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            <Trans>Newer</Trans>
          </Button>
          <span>
            <Trans>Page {page}</Trans>
          </span>
          <Button variant="secondary" disabled={!query.data.has_more} onClick={() => setPage(page + 1)}>
            <Trans>Older</Trans>
          </Button>
        </div>
      )}
    </section>
  );
}

function VacancyNumber({ id }: { id: number }) {
  return <Trans>vacancy {id}</Trans>;
}
