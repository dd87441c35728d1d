import { employerVacancyRoutes, type ManagedVacancy } from '@jobs/contracts';
import { Button, ButtonLink, Card, Loader, PageTitle } from '@jobs/ui';
import {
  useCategoryOptions,
  useVacancyActions,
  VacancyActionDialog,
  VacancyActionOutcome,
  VacancyLoadFailure,
  VacancyForm,
  VacancyStatusLine,
  type VacancyActionQuestion,
  type VacancyFormAction,
  type VacancySaveRequest,
} from '@jobs/vacancy-editor';
import { useApiClient } from '@jobs/web-platform';
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { vacancyCandidatesPath } from '../candidates/candidate-paths';
import { formatDateTime } from '../format';
import { parseVacancyId, storeVacancy, vacancyPath, vacancyQuery, VACANCIES_PATH } from './vacancy-queries';
import styles from './vacancies.module.css';
import { ResponsibleMember } from '../team/responsible-member';

type StatusAction = 'withdraw' | 'archive' | 'restore' | 'duplicate';

const CONFIRM: Record<'archive' | 'withdraw', VacancyActionQuestion> = {
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

  const loadCurrent = () => apiClient.call(employerVacancyRoutes.get, { params: { id } });
  const actions = useVacancyActions<StatusAction>({
    loadCurrent,
    store: (vacancy) => storeVacancy(queryClient, vacancy),
    initialNotice: created === 'submit' ? SUBMITTED : created ? msg`Draft saved.` : null,
  });

  const runAction = async (action: StatusAction, vacancy: ManagedVacancy) => {
    const params = { id };
    if (action === 'duplicate') {
      await actions.run(action, {
        work: async () => {
          const copy = await apiClient.call(employerVacancyRoutes.duplicate, { params });
          storeVacancy(queryClient, copy);
          navigate(vacancyPath(copy.id), { state: { created: 'duplicate' } });
        },
      });
    } else {
      await actions.run(action, {
        work: () =>
          action === 'archive'
            ? apiClient.call(employerVacancyRoutes.archive, { params })
            : apiClient.call(employerVacancyRoutes.update, {
                params,
                body: { version: vacancy.version, status: 'draft' },
              }),
        notice:
          action === 'archive'
            ? msg`Archived.`
            : action === 'withdraw'
              ? msg`Withdrawn: it is a draft again.`
              : msg`Restored as a draft.`,
      });
    }
    setConfirm(null);
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
    actions.setNotice(
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
      <VacancyLoadFailure
        error={query.error}
        onRetry={() => void query.refetch()}
        notFoundText={<Trans>This vacancy does not exist or belongs to another company.</Trans>}
        backTo={VACANCIES_PATH}
        backLabel={<Trans>Back to vacancies</Trans>}
      />
    );
  }

  const vacancy = query.data;
  const editable = vacancy.status === 'draft' || vacancy.status === 'rejected' || vacancy.status === 'published';
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
      <VacancyStatusLine vacancy={vacancy} />
      <ResponsibleMember vacancy={vacancy} onSaved={(saved) => storeVacancy(queryClient, saved)} />
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
          <Button variant="secondary" busy={actions.busy === 'withdraw'} onClick={() => setConfirm('withdraw')}>
            <Trans>Withdraw from review</Trans>
          </Button>
        )}
        {vacancy.status === 'archived' ? (
          <Button
            variant="secondary"
            busy={actions.busy === 'restore'}
            onClick={() => void runAction('restore', vacancy)}
          >
            <Trans>Restore as draft</Trans>
          </Button>
        ) : (
          <Button variant="secondary" busy={actions.busy === 'archive'} onClick={() => setConfirm('archive')}>
            <Trans>Archive</Trans>
          </Button>
        )}
        <Button
          variant="secondary"
          busy={actions.busy === 'duplicate'}
          onClick={() => void runAction('duplicate', vacancy)}
        >
          <Trans>Duplicate</Trans>
        </Button>
      </div>
      <VacancyActionOutcome notice={actions.notice} error={actions.error} />
      <Card>
        {/* One form per vacancy: after "Duplicate" this page shows the copy, whose version is its own. */}
        <VacancyForm
          places
          key={vacancy.id}
          vacancy={vacancy}
          categories={categories.options}
          actions={formActions(vacancy, i18n)}
          readOnly={!editable}
          onSave={handleSave}
          loadCurrent={loadCurrent}
          onCurrent={(current) => storeVacancy(queryClient, current)}
        />
      </Card>
      {confirm && (
        <VacancyActionDialog
          question={CONFIRM[confirm]}
          busy={actions.busy !== null}
          onCancel={() => setConfirm(null)}
          onConfirm={() => void runAction(confirm, vacancy)}
        />
      )}
    </>
  );
}
