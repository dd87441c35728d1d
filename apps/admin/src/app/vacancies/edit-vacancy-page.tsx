import { ApiError } from '@jobs/api-client';
import { editorRoutes, VACANCY_LIMITS, type ManagedVacancy } from '@jobs/contracts';
import { Button, Card, FormError, Loader, PageTitle, TextAreaField } from '@jobs/ui';
import {
  ConfirmDialog,
  currentAfterConflict,
  describeServerError,
  formatDateTime,
  isStaleVersion,
  pendingDiff,
  StatusBadge,
  useCategoryOptions,
  VacancyForm,
  type VacancySaveRequest,
} from '@jobs/vacancy-editor';
import { useApiClient } from '@jobs/web-platform';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { AuditList } from '../audit/audit-list';
import { EDITOR_HOME, parseVacancyId, storeVacancy, vacancyQuery } from './vacancy-queries';
import styles from './admin.module.css';

type Action = 'approve' | 'reject' | 'publish' | 'archive' | 'draft';

const FIELD_LABELS: Record<string, string> = {
  title: 'Title',
  description: 'Description',
  requirements: 'Requirements',
  conditions: 'Conditions',
  skills: 'Key skills',
  category_id: 'Category',
  city: 'City',
  country: 'Country',
  salary_from: 'Salary from',
  salary_to: 'Salary to',
  currency: 'Currency',
  salary_gross: 'Gross salary',
  experience: 'Experience',
  employment: 'Employment',
  schedule: 'Schedule',
  language: 'Language',
};

const show = (value: unknown): string => {
  if (value === null || value === undefined || value === '') return '—';
  if (Array.isArray(value)) return value.join(', ');
  return String(value);
};

const CONFIRM: Record<'archive' | 'draft', { title: string; body: string; label: string }> = {
  archive: {
    title: 'Archive this vacancy?',
    body: 'It stops being shown to job seekers and leaves every collection; pending changes are dropped.',
    label: 'Archive',
  },
  draft: {
    title: 'Move this vacancy to drafts?',
    body: 'It stops being shown to job seekers until it is published again.',
    label: 'Move to drafts',
  },
};

/**
 * `/edit-vacancies-list/:id`: the vacancy's state, approve or reject (with a reason) what waits for
 * review — showing what a pending edit changes — the same form as the employer's, and its history.
 */
export function EditVacancyPage() {
  const id = parseVacancyId(useParams().id) ?? 0;
  const apiClient = useApiClient();
  const queryClient = useQueryClient();
  const categories = useCategoryOptions();
  const query = useQuery(vacancyQuery(apiClient, id));
  const [busy, setBusy] = useState<Action | null>(null);
  const [confirm, setConfirm] = useState<'archive' | 'draft' | null>(null);
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | undefined>();
  const [error, setError] = useState('');
  const [notice, setNotice] = useState('');

  const loadCurrent = () => apiClient.call(editorRoutes.get, { params: { id } });

  const run = async (action: Action, vacancy: ManagedVacancy) => {
    if (action === 'reject') {
      const trimmed = reason.trim();
      if (trimmed.length < VACANCY_LIMITS.rejectReasonMin || trimmed.length > VACANCY_LIMITS.rejectReasonMax) {
        setReasonError(
          `Write a reason of ${VACANCY_LIMITS.rejectReasonMin}–${VACANCY_LIMITS.rejectReasonMax} characters: the employer sees it`,
        );
        return;
      }
    }
    setBusy(action);
    setError('');
    setNotice('');
    try {
      const params = { id };
      const version = vacancy.version;
      const next =
        action === 'approve'
          ? await apiClient.call(editorRoutes.approve, { params, body: { version } })
          : action === 'reject'
            ? await apiClient.call(editorRoutes.reject, { params, body: { version, reason: reason.trim() } })
            : action === 'archive'
              ? await apiClient.call(editorRoutes.archive, { params })
              : await apiClient.call(editorRoutes.update, {
                  params,
                  body: { version, status: action === 'publish' ? 'published' : 'draft' },
                });
      storeVacancy(queryClient, next);
      setNotice(
        {
          approve: 'Approved: the vacancy is published.',
          reject: 'Rejected. The employer sees your reason.',
          publish: 'Published.',
          archive: 'Archived.',
          draft: 'Moved to drafts.',
        }[action],
      );
      setRejecting(false);
      setReason('');
    } catch (failure) {
      if (isStaleVersion(failure)) {
        const current = await currentAfterConflict(failure, loadCurrent);
        if (current) storeVacancy(queryClient, current);
        setError('This vacancy was changed by someone else. Its current state is shown; check it and decide again.');
        setRejecting(false);
      } else {
        const described = describeServerError(failure);
        if (action === 'reject' && described.fields['reason']) setReasonError(described.fields['reason']);
        else setError(described.form ?? Object.values(described.fields)[0] ?? 'The action failed.');
      }
    } finally {
      setBusy(null);
      setConfirm(null);
    }
  };

  const handleSave = async ({ changes, version }: VacancySaveRequest) => {
    const vacancy = query.data;
    if (!vacancy || version === null) return;
    if (Object.keys(changes).length === 0) return vacancy;
    const saved = await apiClient.call(editorRoutes.update, { params: { id }, body: { version, changes } });
    storeVacancy(queryClient, saved);
    return saved;
  };

  if (query.isPending) return <Loader label="Loading the vacancy…" />;
  if (query.isError) {
    const notFound = query.error instanceof ApiError && query.error.status === 404;
    return (
      <>
        <PageTitle title={notFound ? 'Vacancy not found' : 'Vacancy'} />
        <FormError>
          <p>{notFound ? 'There is no vacancy with this number.' : 'Could not load the vacancy.'}</p>
          {!notFound && (
            <Button variant="secondary" onClick={() => void query.refetch()}>
              Try again
            </Button>
          )}
        </FormError>
        <p>
          <Link to={EDITOR_HOME}>Back to all vacancies</Link>
        </p>
      </>
    );
  }

  const vacancy = query.data;
  const waiting = vacancy.status === 'on_review' || vacancy.pending_changes !== null;
  const diff = pendingDiff(vacancy);
  const dialog = confirm ? CONFIRM[confirm] : null;

  return (
    <>
      <PageTitle
        title={vacancy.title}
        description={`${vacancy.company.name} · version ${vacancy.version} · updated ${formatDateTime(vacancy.updated_at)}`}
      />
      <p>
        <Link to={EDITOR_HOME}>Back to all vacancies</Link>
      </p>
      <div className={styles.status}>
        <span>Status:</span>
        <StatusBadge status={vacancy.status} pendingChanges={vacancy.pending_changes !== null} />
      </div>
      {vacancy.rejection_reason && vacancy.status === 'rejected' && (
        <p>
          <strong>Rejection reason:</strong> {vacancy.rejection_reason}
        </p>
      )}
      {waiting && (
        <section className={styles.notice} aria-labelledby="review-title">
          <h2 id="review-title">
            {vacancy.status === 'on_review' ? 'Waiting for review' : 'Changes waiting for review'}
          </h2>
          {vacancy.submitted_at && <p className={styles.muted}>Submitted {formatDateTime(vacancy.submitted_at)}</p>}
          {diff.length > 0 && (
            <div className={styles.tableWrap}>
              <table className={`${styles.table} ${styles.diff}`}>
                <caption className={styles.caption}>What the pending changes would change</caption>
                <thead>
                  <tr>
                    <th scope="col">Field</th>
                    <th scope="col">Live now</th>
                    <th scope="col">Proposed</th>
                  </tr>
                </thead>
                <tbody>
                  {diff.map((row) => (
                    <tr key={row.field}>
                      <th scope="row">{FIELD_LABELS[row.field] ?? row.field}</th>
                      <td className={styles.del}>{show(row.live)}</td>
                      <td className={styles.ins}>{show(row.pending)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
          <div className={styles.bar}>
            <Button busy={busy === 'approve'} disabled={busy !== null} onClick={() => void run('approve', vacancy)}>
              Approve
            </Button>
            <Button variant="secondary" disabled={busy !== null} onClick={() => setRejecting(true)}>
              Reject…
            </Button>
          </div>
        </section>
      )}
      <div className={styles.bar} role="group" aria-label="Vacancy actions">
        {(vacancy.status === 'draft' || vacancy.status === 'rejected' || vacancy.status === 'archived') && (
          <Button variant="secondary" busy={busy === 'publish'} onClick={() => void run('publish', vacancy)}>
            Publish
          </Button>
        )}
        {vacancy.status !== 'draft' && (
          <Button variant="secondary" busy={busy === 'draft'} onClick={() => setConfirm('draft')}>
            Move to drafts
          </Button>
        )}
        {vacancy.status !== 'archived' && (
          <Button variant="secondary" busy={busy === 'archive'} onClick={() => setConfirm('archive')}>
            Archive
          </Button>
        )}
      </div>
      <p aria-live="polite">{notice}</p>
      <FormError>{error}</FormError>
      <Card>
        <VacancyForm
          vacancy={vacancy}
          withPending={false}
          categories={categories.options}
          actions={[{ intent: 'save', label: 'Save changes' }]}
          onSave={handleSave}
          loadCurrent={loadCurrent}
          onCurrent={(current) => storeVacancy(queryClient, current)}
        />
      </Card>
      <Card>
        <AuditList vacancyId={vacancy.id} title="History of this vacancy" />
      </Card>
      {rejecting && (
        <ConfirmDialog
          title="Reject with a reason"
          confirmLabel="Reject"
          busy={busy === 'reject'}
          onCancel={() => {
            setRejecting(false);
            setReasonError(undefined);
          }}
          onConfirm={() => void run('reject', vacancy)}
        >
          <TextAreaField
            label="Reason the employer will see"
            rows={4}
            value={reason}
            maxLength={VACANCY_LIMITS.rejectReasonMax}
            hint={`${reason.trim().length} of ${VACANCY_LIMITS.rejectReasonMax} characters (at least ${VACANCY_LIMITS.rejectReasonMin})`}
            error={reasonError}
            onChange={(event) => {
              setReason(event.target.value);
              setReasonError(undefined);
            }}
          />
        </ConfirmDialog>
      )}
      {dialog && confirm && (
        <ConfirmDialog
          title={dialog.title}
          confirmLabel={dialog.label}
          busy={busy !== null}
          onCancel={() => setConfirm(null)}
          onConfirm={() => void run(confirm, vacancy)}
        >
          <p>{dialog.body}</p>
        </ConfirmDialog>
      )}
    </>
  );
}
