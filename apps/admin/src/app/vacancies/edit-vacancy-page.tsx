import { editorRoutes, VACANCY_LIMITS, type ManagedVacancy } from '@jobs/contracts';
import { Button, Card, ConfirmDialog, DataTable, Loader, PageTitle, TextAreaField } from '@jobs/ui';
import {
  pendingDiff,
  useCategoryOptions,
  useVacancyActions,
  VacancyActionDialog,
  VacancyActionOutcome,
  VacancyLoadFailure,
  VacancyForm,
  VacancyStatusLine,
  type VacancyActionQuestion,
  type VacancySaveRequest,
} from '@jobs/vacancy-editor';
import { useApiClient } from '@jobs/web-platform';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { AuditList } from '../audit/audit-list';
import { formatDateTime } from '../format';
import { EDITOR_HOME, parseVacancyId, storeVacancy, vacancyQuery } from './vacancy-queries';
import styles from './admin.module.css';

type Action = 'approve' | 'reject' | 'publish' | 'archive' | 'draft';

const FIELD_LABELS: Record<string, MessageDescriptor> = {
  title: msg`Title`,
  description: msg`Description`,
  requirements: msg`Requirements`,
  conditions: msg`Conditions`,
  skills: msg`Key skills`,
  category_id: msg`Category`,
  city: msg`City`,
  country: msg`Country`,
  salary_from: msg`Salary from`,
  salary_to: msg`Salary to`,
  currency: msg`Currency`,
  salary_gross: msg`Gross salary`,
  experience: msg`Experience`,
  employment: msg`Employment`,
  schedule: msg`Schedule`,
  language: msg`Language`,
};

const show = (value: unknown): string => {
  if (value === null || value === undefined || value === '') return '—';
  if (Array.isArray(value)) return value.join(', ');
  return String(value);
};

const CONFIRM: Record<'archive' | 'draft', VacancyActionQuestion> = {
  archive: {
    title: msg`Archive this vacancy?`,
    body: msg`It stops being shown to job seekers and leaves every collection; pending changes are dropped.`,
    confirm: msg`Archive`,
  },
  draft: {
    title: msg`Move this vacancy to drafts?`,
    body: msg`It stops being shown to job seekers until it is published again.`,
    confirm: msg`Move to drafts`,
  },
};

const NOTICES: Record<Action, MessageDescriptor> = {
  approve: msg`Approved: the vacancy is published.`,
  reject: msg`Rejected. The employer sees your reason.`,
  publish: msg`Published.`,
  archive: msg`Archived.`,
  draft: msg`Moved to drafts.`,
};

const { rejectReasonMin, rejectReasonMax } = VACANCY_LIMITS;

/**
 * `/edit-vacancies-list/:id`: the vacancy's state, approve or reject (with a reason) what waits for
 * review — showing what a pending edit changes — the same form as the employer's, and its history.
 */
export function EditVacancyPage() {
  const id = parseVacancyId(useParams().id) ?? 0;
  const apiClient = useApiClient();
  const queryClient = useQueryClient();
  const categories = useCategoryOptions();
  const { t, i18n } = useLingui();
  const query = useQuery(vacancyQuery(apiClient, id));
  const [confirm, setConfirm] = useState<'archive' | 'draft' | null>(null);
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | undefined>();

  const loadCurrent = () => apiClient.call(editorRoutes.get, { params: { id } });
  const actions = useVacancyActions<Action>({ loadCurrent, store: (vacancy) => storeVacancy(queryClient, vacancy) });
  const { busy } = actions;

  const run = async (action: Action, vacancy: ManagedVacancy) => {
    const trimmed = reason.trim();
    if (action === 'reject' && (trimmed.length < rejectReasonMin || trimmed.length > rejectReasonMax)) {
      setReasonError(t`Write a reason of ${rejectReasonMin}–${rejectReasonMax} characters: the employer sees it`);
      return;
    }
    const params = { id };
    const version = vacancy.version;
    const result = await actions.run(action, {
      work: () =>
        action === 'approve'
          ? apiClient.call(editorRoutes.approve, { params, body: { version } })
          : action === 'reject'
            ? apiClient.call(editorRoutes.reject, { params, body: { version, reason: trimmed } })
            : action === 'archive'
              ? apiClient.call(editorRoutes.archive, { params })
              : apiClient.call(editorRoutes.update, {
                  params,
                  body: { version, status: action === 'publish' ? 'published' : 'draft' },
                }),
      notice: NOTICES[action],
      // The reason's own problem goes under it, in the dialog.
      onFieldErrors: ({ fields }) => {
        if (action !== 'reject' || !fields['reason']) return false;
        setReasonError(fields['reason']);
        return true;
      },
    });
    if (result !== 'failed') setRejecting(false);
    if (result === 'done') setReason('');
    setConfirm(null);
  };

  const handleSave = async ({ changes, version }: VacancySaveRequest) => {
    const vacancy = query.data;
    if (!vacancy || version === null) return;
    if (Object.keys(changes).length === 0) return vacancy;
    const saved = await apiClient.call(editorRoutes.update, { params: { id }, body: { version, changes } });
    storeVacancy(queryClient, saved);
    return saved;
  };

  if (query.isPending) return <Loader label={t`Loading the vacancy…`} />;
  if (query.isError) {
    return (
      <VacancyLoadFailure
        error={query.error}
        onRetry={() => void query.refetch()}
        notFoundText={<Trans>There is no vacancy with this number.</Trans>}
        backTo={EDITOR_HOME}
        backLabel={<Trans>Back to all vacancies</Trans>}
      />
    );
  }

  const vacancy = query.data;
  const waiting = vacancy.status === 'on_review' || vacancy.pending_changes !== null;
  const diff = pendingDiff(vacancy);
  const companyName = vacancy.company.name;
  const version = vacancy.version;
  const updated = formatDateTime(i18n, vacancy.updated_at);
  const submitted = formatDateTime(i18n, vacancy.submitted_at);
  const reasonLength = reason.trim().length;

  return (
    <>
      <PageTitle title={vacancy.title} description={t`${companyName} · version ${version} · updated ${updated}`} />
      <p>
        <Link to={EDITOR_HOME}>
          <Trans>Back to all vacancies</Trans>
        </Link>
      </p>
      <VacancyStatusLine vacancy={vacancy} />
      {vacancy.rejection_reason && vacancy.status === 'rejected' && (
        <p>
          <strong>
            <Trans>Rejection reason:</Trans>
          </strong>{' '}
          {vacancy.rejection_reason}
        </p>
      )}
      {waiting && (
        <section className={styles.notice} aria-labelledby="review-title">
          <h2 id="review-title">
            {vacancy.status === 'on_review' ? (
              <Trans>Waiting for review</Trans>
            ) : (
              <Trans>Changes waiting for review</Trans>
            )}
          </h2>
          {vacancy.submitted_at && (
            <p className={styles.muted}>
              <Trans>Submitted {submitted}</Trans>
            </p>
          )}
          {diff.length > 0 && (
            <DataTable className={styles.diff} caption={<Trans>What the pending changes would change</Trans>}>
              <thead>
                <tr>
                  <th scope="col">
                    <Trans>Field</Trans>
                  </th>
                  <th scope="col">
                    <Trans>Live now</Trans>
                  </th>
                  <th scope="col">
                    <Trans>Proposed</Trans>
                  </th>
                </tr>
              </thead>
              <tbody>
                {diff.map((row) => (
                  <tr key={row.field}>
                    <th scope="row">{FIELD_LABELS[row.field] ? i18n._(FIELD_LABELS[row.field]) : row.field}</th>
                    <td className={styles.del}>{show(row.live)}</td>
                    <td className={styles.ins}>{show(row.pending)}</td>
                  </tr>
                ))}
              </tbody>
            </DataTable>
          )}
          <div className={styles.bar}>
            <Button busy={busy === 'approve'} disabled={busy !== null} onClick={() => void run('approve', vacancy)}>
              <Trans>Approve</Trans>
            </Button>
            <Button variant="secondary" disabled={busy !== null} onClick={() => setRejecting(true)}>
              <Trans>Reject…</Trans>
            </Button>
          </div>
        </section>
      )}
      <div className={styles.bar} role="group" aria-label={t`Vacancy actions`}>
        {(vacancy.status === 'draft' || vacancy.status === 'rejected' || vacancy.status === 'archived') && (
          <Button variant="secondary" busy={busy === 'publish'} onClick={() => void run('publish', vacancy)}>
            <Trans>Publish</Trans>
          </Button>
        )}
        {vacancy.status !== 'draft' && (
          <Button variant="secondary" busy={busy === 'draft'} onClick={() => setConfirm('draft')}>
            <Trans>Move to drafts</Trans>
          </Button>
        )}
        {vacancy.status !== 'archived' && (
          <Button variant="secondary" busy={busy === 'archive'} onClick={() => setConfirm('archive')}>
            <Trans>Archive</Trans>
          </Button>
        )}
      </div>
      <VacancyActionOutcome notice={actions.notice} error={actions.error} />
      <Card>
        <VacancyForm
          places
          vacancy={vacancy}
          withPending={false}
          categories={categories.options}
          actions={[{ intent: 'save', label: t`Save changes` }]}
          onSave={handleSave}
          loadCurrent={loadCurrent}
          onCurrent={(current) => storeVacancy(queryClient, current)}
        />
      </Card>
      <Card>
        <AuditList vacancyId={vacancy.id} title={t`History of this vacancy`} />
      </Card>
      {rejecting && (
        <ConfirmDialog
          title={t`Reject with a reason`}
          confirmLabel={t`Reject`}
          busy={busy === 'reject'}
          onCancel={() => {
            setRejecting(false);
            setReasonError(undefined);
          }}
          onConfirm={() => void run('reject', vacancy)}
        >
          <TextAreaField
            label={t`Reason the employer will see`}
            rows={4}
            value={reason}
            maxLength={VACANCY_LIMITS.rejectReasonMax}
            hint={t`${reasonLength} of ${rejectReasonMax} characters (at least ${rejectReasonMin})`}
            error={reasonError}
            onChange={(event) => {
              setReason(event.target.value);
              setReasonError(undefined);
            }}
          />
        </ConfirmDialog>
      )}
      {confirm && (
        <VacancyActionDialog
          question={CONFIRM[confirm]}
          busy={busy !== null}
          onCancel={() => setConfirm(null)}
          onConfirm={() => void run(confirm, vacancy)}
        />
      )}
    </>
  );
}
