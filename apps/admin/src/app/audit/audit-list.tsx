import { editorRoutes, type AuditEntry } from '@jobs/contracts';
import { Button, FormError, Loader } from '@jobs/ui';
import { formatDateTime } from '@jobs/vacancy-editor';
import { useApiClient } from '@jobs/web-platform';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { editorKeys, editorVacancyPath } from '../vacancies/vacancy-queries';
import styles from '../vacancies/admin.module.css';

const ACTION_LABELS: Record<string, string> = {
  create: 'Created',
  update: 'Edited',
  edit: 'Edited',
  duplicate: 'Duplicated',
  submit: 'Submitted for review',
  to_draft: 'Moved to drafts',
  approve: 'Approved',
  reject: 'Rejected',
  publish: 'Published',
  archive: 'Archived',
  bulk_publish: 'Published (bulk)',
  bulk_archive: 'Archived (bulk)',
  collection_update: 'Collection changed',
  update_collection: 'Collection changed',
};

/** `update+submit` → "Edited, Submitted for review"; unknown actions are shown as they are. */
const actionLabel = (action: string): string =>
  action
    .split('+')
    .map((part) => ACTION_LABELS[part.replace(/^vacancy\./, '')] ?? part)
    .join(', ');

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
      {query.isPending && <Loader label="Loading the history…" />}
      {query.isError && (
        <FormError>
          <p>Could not load the history.</p>
          <Button variant="secondary" onClick={() => void query.refetch()}>
            Try again
          </Button>
        </FormError>
      )}
      {query.data &&
        (query.data.items.length === 0 ? (
          <p className={styles.muted}>Nothing recorded yet.</p>
        ) : (
          <div className={styles.tableWrap}>
            <table className={styles.table}>
              <caption className={styles.visuallyHidden}>{title}</caption>
              <thead>
                <tr>
                  <th scope="col">When</th>
                  <th scope="col">Who</th>
                  <th scope="col">What</th>
                  <th scope="col">Before → after</th>
                </tr>
              </thead>
              <tbody>
                {query.data.items.map((entry: AuditEntry) => (
                  <tr key={entry.id}>
                    <td>{formatDateTime(entry.created_at)}</td>
                    <td>
                      {entry.actor.name ?? 'System'} <span className={styles.muted}>({entry.actor.role})</span>
                    </td>
                    <td>
                      {actionLabel(entry.action)}
                      {!vacancyId && entry.entity_type === 'vacancy' && entry.entity_id !== null && (
                        <>
                          {' '}
                          <Link to={editorVacancyPath(entry.entity_id)}>vacancy {entry.entity_id}</Link>
                        </>
                      )}
                      {!vacancyId && entry.entity_type !== 'vacancy' && (
                        <span className={styles.muted}> {entry.entity_type}</span>
                      )}
                    </td>
                    <td>
                      <details>
                        <summary>Show the change</summary>
                        <p className={styles.muted}>Before</p>
                        <pre className={styles.pre}>{describe(entry.before)}</pre>
                        <p className={styles.muted}>After</p>
                        <pre className={styles.pre}>{describe(entry.after)}</pre>
                      </details>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ))}
      {query.data && (page > 1 || query.data.has_more) && (
        <div className={styles.bar}>
          <Button variant="secondary" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            Newer
          </Button>
          <span>Page {page}</span>
          <Button variant="secondary" disabled={!query.data.has_more} onClick={() => setPage(page + 1)}>
            Older
          </Button>
        </div>
      )}
    </section>
  );
}
