import { ApiError } from '@jobs/api-client';
import { employerVacancyRoutes, type ManagedVacancy } from '@jobs/contracts';
import { Button, Card, FormError, Loader, PageTitle } from '@jobs/ui';
import {
  ConfirmDialog,
  currentAfterConflict,
  describeServerError,
  formatDateTime,
  isStaleVersion,
  StatusBadge,
  useCategoryOptions,
  VacancyForm,
  type VacancyFormAction,
  type VacancySaveRequest,
} from '@jobs/vacancy-editor';
import { useApiClient } from '@jobs/web-platform';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router-dom';
import { parseVacancyId, storeVacancy, vacancyPath, vacancyQuery, VACANCIES_PATH } from './vacancy-queries';
import styles from './vacancies.module.css';

type StatusAction = 'withdraw' | 'archive' | 'restore' | 'duplicate';

const CONFIRM: Record<'archive' | 'withdraw', { title: string; body: string; confirm: string }> = {
  archive: {
    title: 'Archive this vacancy?',
    body: 'It stops being shown to job seekers and leaves every collection. Chats with candidates stay. You can restore it to a draft later.',
    confirm: 'Archive',
  },
  withdraw: {
    title: 'Withdraw from review?',
    body: 'The vacancy goes back to the drafts; submit it again when it is ready.',
    confirm: 'Withdraw',
  },
};

const formActions = (vacancy: ManagedVacancy): VacancyFormAction[] => {
  if (vacancy.status === 'published') return [{ intent: 'save', label: 'Send changes for review' }];
  return [
    { intent: 'save', label: 'Save draft' },
    { intent: 'submit', label: vacancy.status === 'rejected' ? 'Submit again for review' : 'Submit for review' },
  ];
};

/** `/employer/vacancies/:id`: the vacancy's state, the editor's reason, its form and its actions. */
export function EditVacancyPage() {
  const id = parseVacancyId(useParams().id) ?? 0;
  const apiClient = useApiClient();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const created = (useLocation().state as { created?: string } | null)?.created;
  const categories = useCategoryOptions();
  const query = useQuery(vacancyQuery(apiClient, id));
  const [confirm, setConfirm] = useState<'archive' | 'withdraw' | null>(null);
  const [busy, setBusy] = useState<StatusAction | null>(null);
  const [actionError, setActionError] = useState('');
  const [actionNotice, setActionNotice] = useState(
    created === 'submit' ? 'Submitted for review.' : created ? 'Draft saved.' : '',
  );

  const loadCurrent = async () => {
    const current = await apiClient.call(employerVacancyRoutes.get, { params: { id } });
    return current;
  };

  const runAction = async (action: StatusAction, vacancy: ManagedVacancy) => {
    setBusy(action);
    setActionError('');
    setActionNotice('');
    try {
      if (action === 'duplicate') {
        const copy = await apiClient.call(employerVacancyRoutes.duplicate, { params: { id } });
        storeVacancy(queryClient, copy);
        navigate(vacancyPath(copy.id), { state: { created: 'duplicate' } });
        return;
      }
      const next =
        action === 'archive'
          ? await apiClient.call(employerVacancyRoutes.archive, { params: { id } })
          : await apiClient.call(employerVacancyRoutes.update, {
              params: { id },
              body: { version: vacancy.version, status: 'draft' },
            });
      storeVacancy(queryClient, next);
      setActionNotice(
        action === 'archive'
          ? 'Archived.'
          : action === 'withdraw'
            ? 'Withdrawn: it is a draft again.'
            : 'Restored as a draft.',
      );
    } catch (error) {
      if (isStaleVersion(error)) {
        const current = await currentAfterConflict(error, loadCurrent);
        if (current) storeVacancy(queryClient, current);
        setActionError('This vacancy was changed by someone else. Its current state is shown; check it and try again.');
      } else {
        setActionError(describeServerError(error).form ?? 'The action failed.');
      }
    } finally {
      setBusy(null);
      setConfirm(null);
    }
  };

  const handleSave = async ({ intent, changes, version }: VacancySaveRequest) => {
    const vacancy = query.data;
    if (!vacancy || version === null) return;
    const hasChanges = Object.keys(changes).length > 0;
    if (!hasChanges && intent !== 'submit') return vacancy;
    const saved = await apiClient.call(employerVacancyRoutes.update, {
      params: { id },
      body: {
        version,
        ...(hasChanges ? { changes } : {}),
        ...(intent === 'submit' ? { status: 'on_review' as const } : {}),
      },
    });
    storeVacancy(queryClient, saved);
    setActionNotice(
      intent === 'submit'
        ? 'Submitted for review.'
        : saved.status === 'published'
          ? 'Your changes were sent for review. The live version stays public meanwhile.'
          : '',
    );
    return saved;
  };

  if (query.isPending) return <Loader label="Loading the vacancy…" />;
  if (query.isError) {
    const notFound = query.error instanceof ApiError && query.error.status === 404;
    return (
      <>
        <PageTitle title={notFound ? 'Vacancy not found' : 'Vacancy'} />
        <FormError>
          <p>
            {notFound ? 'This vacancy does not exist or belongs to another company.' : 'Could not load the vacancy.'}
          </p>
          {!notFound && (
            <Button variant="secondary" onClick={() => void query.refetch()}>
              Try again
            </Button>
          )}
        </FormError>
        <p>
          <Link to={VACANCIES_PATH}>Back to vacancies</Link>
        </p>
      </>
    );
  }

  const vacancy = query.data;
  const editable = vacancy.status === 'draft' || vacancy.status === 'rejected' || vacancy.status === 'published';
  const dialog = confirm ? CONFIRM[confirm] : null;

  return (
    <>
      <PageTitle
        title={vacancy.title}
        description={`Version ${vacancy.version} · updated ${formatDateTime(vacancy.updated_at)}`}
      />
      <p>
        <Link to={VACANCIES_PATH}>Back to vacancies</Link>
      </p>
      <div className={styles.status}>
        <span>Status:</span>
        <StatusBadge status={vacancy.status} pendingChanges={vacancy.pending_changes !== null} />
      </div>
      {vacancy.status === 'rejected' && (
        <section className={styles.rejection} role="alert" aria-labelledby="rejection-title">
          <h2 id="rejection-title">Rejected by the editor</h2>
          <p>
            <strong>Reason:</strong> {vacancy.rejection_reason ?? 'No reason was given.'}
          </p>
          <p>Fix what the editor asked for and submit it again.</p>
        </section>
      )}
      {vacancy.status === 'published' && vacancy.pending_changes && (
        <section className={styles.notice} aria-labelledby="pending-title">
          <h2 id="pending-title">Changes waiting for review</h2>
          <p>Job seekers see the published version until an editor approves your changes.</p>
        </section>
      )}
      {vacancy.status === 'published' && !vacancy.pending_changes && vacancy.rejection_reason && (
        <section className={styles.rejection} role="alert" aria-labelledby="changes-rejected-title">
          <h2 id="changes-rejected-title">Your last changes were rejected</h2>
          <p>
            <strong>Reason:</strong> {vacancy.rejection_reason}
          </p>
        </section>
      )}
      {vacancy.status === 'on_review' && (
        <section className={styles.notice} aria-labelledby="review-title">
          <h2 id="review-title">On review</h2>
          <p>An editor is checking this vacancy. To change it, withdraw it from review first.</p>
        </section>
      )}
      {vacancy.status === 'archived' && (
        <section className={styles.notice} aria-labelledby="archived-title">
          <h2 id="archived-title">Archived</h2>
          <p>Job seekers do not see it. Restore it to a draft to edit and submit it again.</p>
        </section>
      )}
      <div className={styles.actions} role="group" aria-label="Vacancy actions">
        {vacancy.status === 'on_review' && (
          <Button variant="secondary" busy={busy === 'withdraw'} onClick={() => setConfirm('withdraw')}>
            Withdraw from review
          </Button>
        )}
        {vacancy.status === 'archived' ? (
          <Button variant="secondary" busy={busy === 'restore'} onClick={() => void runAction('restore', vacancy)}>
            Restore as draft
          </Button>
        ) : (
          <Button variant="secondary" busy={busy === 'archive'} onClick={() => setConfirm('archive')}>
            Archive
          </Button>
        )}
        <Button variant="secondary" busy={busy === 'duplicate'} onClick={() => void runAction('duplicate', vacancy)}>
          Duplicate
        </Button>
      </div>
      <p aria-live="polite">{actionNotice}</p>
      <FormError>{actionError}</FormError>
      <Card>
        <VacancyForm
          vacancy={vacancy}
          categories={categories.options}
          actions={formActions(vacancy)}
          readOnly={!editable}
          onSave={handleSave}
          loadCurrent={loadCurrent}
          onCurrent={(current) => storeVacancy(queryClient, current)}
        />
      </Card>
      {dialog && confirm && (
        <ConfirmDialog
          title={dialog.title}
          confirmLabel={dialog.confirm}
          busy={busy !== null}
          onCancel={() => setConfirm(null)}
          onConfirm={() => void runAction(confirm, vacancy)}
        >
          <p>{dialog.body}</p>
        </ConfirmDialog>
      )}
    </>
  );
}
