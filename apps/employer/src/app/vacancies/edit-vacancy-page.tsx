import { ApiError } from '@jobs/api-client';
import { employerVacancyRoutes, type ManagedVacancy } from '@jobs/contracts';
import { Button, ButtonLink, Card, ConfirmDialog, FormError, Loader, LoadFailure, PageTitle } from '@jobs/ui';
import {
  currentAfterConflict,
  describeServerError,
  isStaleVersion,
  StatusBadge,
  useCategoryOptions,
  VacancyForm,
  type VacancyFormAction,
  type VacancySaveRequest,
} from '@jobs/vacancy-editor';
import { useApiClient } from '@jobs/web-platform';
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { vacancyCandidatesPath } from '../candidates/candidate-paths';
import { formatDateTime } from '../format';
import { parseVacancyId, storeVacancy, vacancyPath, vacancyQuery, VACANCIES_PATH } from './vacancy-queries';
import styles from './vacancies.module.css';

type StatusAction = 'withdraw' | 'archive' | 'restore' | 'duplicate';

const CONFIRM: Record<
  'archive' | 'withdraw',
  { title: MessageDescriptor; body: MessageDescriptor; confirm: MessageDescriptor }
> = {
  archive: {
    title: msg`Archive this vacancy?`,
    body: msg`It stops being shown to job seekers and leaves every collection. Chats with candidates stay. You can restore it to a draft later.`,
    confirm: msg`Archive`,
  },
  withdraw: {
    title: msg`Withdraw from review?`,
    body: msg`The vacancy goes back to the drafts; submit it again when it is ready.`,
    confirm: msg`Withdraw`,
  },
};

const formActions = (vacancy: ManagedVacancy, i18n: I18n): VacancyFormAction[] => {
  if (vacancy.status === 'published') return [{ intent: 'save', label: i18n._(msg`Send changes for review`) }];
  return [
    { intent: 'save', label: i18n._(msg`Save draft`) },
    {
      intent: 'submit',
      label: vacancy.status === 'rejected' ? i18n._(msg`Submit again for review`) : i18n._(msg`Submit for review`),
    },
  ];
};

const SUBMITTED = msg`Submitted for review.`;

/** `/employer/vacancies/:id`: the vacancy's state, the editor's reason, its form and its actions. */
export function EditVacancyPage() {
  const id = parseVacancyId(useParams().id) ?? 0;
  const apiClient = useApiClient();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const created = (useLocation().state as { created?: string } | null)?.created;
  const categories = useCategoryOptions();
  const { t, i18n } = useLingui();
  const query = useQuery(vacancyQuery(apiClient, id));
  const [confirm, setConfirm] = useState<'archive' | 'withdraw' | null>(null);
  const [busy, setBusy] = useState<StatusAction | null>(null);
  const [actionError, setActionError] = useState('');
  // Kept untranslated: the notice follows a language switch.
  const [actionNotice, setActionNotice] = useState<MessageDescriptor | null>(
    created === 'submit' ? SUBMITTED : created ? msg`Draft saved.` : null,
  );

  // The outcome of a save (e.g. "Submitted for review.", after a button at the bottom of a long form)
  // is announced (role=status) and brought into view.
  const noticeRef = useRef<HTMLParagraphElement>(null);
  const loaded = query.data !== undefined;
  useEffect(() => {
    if (actionNotice && loaded) noticeRef.current?.scrollIntoView({ block: 'center' });
  }, [actionNotice, loaded]);

  const loadCurrent = async () => {
    const current = await apiClient.call(employerVacancyRoutes.get, { params: { id } });
    return current;
  };

  const runAction = async (action: StatusAction, vacancy: ManagedVacancy) => {
    setBusy(action);
    setActionError('');
    setActionNotice(null);
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
          ? msg`Archived.`
          : action === 'withdraw'
            ? msg`Withdrawn: it is a draft again.`
            : msg`Restored as a draft.`,
      );
    } catch (error) {
      if (isStaleVersion(error)) {
        const current = await currentAfterConflict(error, loadCurrent);
        if (current) storeVacancy(queryClient, current);
        setActionError(
          t`This vacancy was changed by someone else. Its current state is shown; check it and try again.`,
        );
      } else {
        setActionError(describeServerError(error).form ?? t`The action failed.`);
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
        ? SUBMITTED
        : saved.status === 'published'
          ? msg`Your changes were sent for review. The live version stays public meanwhile.`
          : null,
    );
    return saved;
  };

  if (query.isPending) return <Loader label={t`Loading the vacancy…`} />;
  if (query.isError) {
    return (
      <LoadFailure
        notFound={query.error instanceof ApiError && query.error.status === 404}
        title={t`Vacancy`}
        notFoundTitle={t`Vacancy not found`}
        notFoundText={<Trans>This vacancy does not exist or belongs to another company.</Trans>}
        failedText={<Trans>Could not load the vacancy.</Trans>}
        onRetry={() => void query.refetch()}
        backTo={VACANCIES_PATH}
        backLabel={<Trans>Back to vacancies</Trans>}
      />
    );
  }

  const vacancy = query.data;
  const editable = vacancy.status === 'draft' || vacancy.status === 'rejected' || vacancy.status === 'published';
  const dialog = confirm ? CONFIRM[confirm] : null;
  const version = vacancy.version;
  const updated = formatDateTime(i18n, vacancy.updated_at);

  return (
    <>
      <PageTitle title={vacancy.title} description={t`Version ${version} · updated ${updated}`} />
      <p>
        <Link to={VACANCIES_PATH}>
          <Trans>Back to vacancies</Trans>
        </Link>
      </p>
      <div className={styles.status}>
        <span>
          <Trans>Status:</Trans>
        </span>
        <StatusBadge status={vacancy.status} pendingChanges={vacancy.pending_changes !== null} />
      </div>
      {vacancy.status === 'rejected' && (
        <section className={styles.rejection} role="alert" aria-labelledby="rejection-title">
          <h2 id="rejection-title">
            <Trans>Rejected by the editor</Trans>
          </h2>
          <p>
            <strong>
              <Trans>Reason:</Trans>
            </strong>{' '}
            {vacancy.rejection_reason ?? t`No reason was given.`}
          </p>
          <p>
            <Trans>Fix what the editor asked for and submit it again.</Trans>
          </p>
        </section>
      )}
      {vacancy.status === 'published' && vacancy.pending_changes && (
        <section className={styles.notice} aria-labelledby="pending-title">
          <h2 id="pending-title">
            <Trans>Changes waiting for review</Trans>
          </h2>
          <p>
            <Trans>Job seekers see the published version until an editor approves your changes.</Trans>
          </p>
        </section>
      )}
      {vacancy.status === 'published' && !vacancy.pending_changes && vacancy.rejection_reason && (
        <section className={styles.rejection} role="alert" aria-labelledby="changes-rejected-title">
          <h2 id="changes-rejected-title">
            <Trans>Your last changes were rejected</Trans>
          </h2>
          <p>
            <strong>
              <Trans>Reason:</Trans>
            </strong>{' '}
            {vacancy.rejection_reason}
          </p>
        </section>
      )}
      {vacancy.status === 'on_review' && (
        <section className={styles.notice} aria-labelledby="review-title">
          <h2 id="review-title">
            <Trans>On review</Trans>
          </h2>
          <p>
            <Trans>An editor is checking this vacancy. To change it, withdraw it from review first.</Trans>
          </p>
        </section>
      )}
      {vacancy.status === 'archived' && (
        <section className={styles.notice} aria-labelledby="archived-title">
          <h2 id="archived-title">
            <Trans>Archived</Trans>
          </h2>
          <p>
            <Trans>Job seekers do not see it. Restore it to a draft to edit and submit it again.</Trans>
          </p>
        </section>
      )}
      <div className={styles.actions} role="group" aria-label={t`Vacancy actions`}>
        <ButtonLink to={vacancyCandidatesPath(vacancy.id)} variant="secondary">
          <Trans>Candidates</Trans>
        </ButtonLink>
        {vacancy.status === 'on_review' && (
          <Button variant="secondary" busy={busy === 'withdraw'} onClick={() => setConfirm('withdraw')}>
            <Trans>Withdraw from review</Trans>
          </Button>
        )}
        {vacancy.status === 'archived' ? (
          <Button variant="secondary" busy={busy === 'restore'} onClick={() => void runAction('restore', vacancy)}>
            <Trans>Restore as draft</Trans>
          </Button>
        ) : (
          <Button variant="secondary" busy={busy === 'archive'} onClick={() => setConfirm('archive')}>
            <Trans>Archive</Trans>
          </Button>
        )}
        <Button variant="secondary" busy={busy === 'duplicate'} onClick={() => void runAction('duplicate', vacancy)}>
          <Trans>Duplicate</Trans>
        </Button>
      </div>
      <p ref={noticeRef} role="status" className={actionNotice ? styles.actionNotice : undefined}>
        {actionNotice ? i18n._(actionNotice) : ''}
      </p>
      <FormError>{actionError}</FormError>
      <Card>
        <VacancyForm
          vacancy={vacancy}
          categories={categories.options}
          actions={formActions(vacancy, i18n)}
          readOnly={!editable}
          onSave={handleSave}
          loadCurrent={loadCurrent}
          onCurrent={(current) => storeVacancy(queryClient, current)}
        />
      </Card>
      {dialog && confirm && (
        <ConfirmDialog
          title={i18n._(dialog.title)}
          confirmLabel={i18n._(dialog.confirm)}
          busy={busy !== null}
          onCancel={() => setConfirm(null)}
          onConfirm={() => void runAction(confirm, vacancy)}
        >
          <p>{i18n._(dialog.body)}</p>
        </ConfirmDialog>
      )}
    </>
  );
}
