import { ApiError } from '@jobs/api-client';
import type { ManagedVacancy } from '@jobs/contracts';
import { ConfirmDialog, FormError, LoadFailure } from '@jobs/ui';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import {
  currentAfterConflict,
  describeServerError,
  isStaleVersion,
  VACANCY_ERROR_WORDS,
  type FormErrorMessages,
} from './server-errors';
import { StatusBadge } from './status-badge';
import styles from './vacancy-editor.module.css';

/** How an action ended: done, refused as stale (the current vacancy is shown), or failed. */
export type VacancyActionResult = 'done' | 'stale' | 'failed';

export type UseVacancyActionsOptions = {
  /** Loads the vacancy as it is now (after a stale write whose 409 does not carry it). */
  loadCurrent: () => Promise<ManagedVacancy>;
  /** Keeps a vacancy the API answered with (the app's query cache and lists). */
  store: (vacancy: ManagedVacancy) => void;
  /** The notice shown at first ("Submitted for review." after creating it), untranslated. */
  initialNotice?: MessageDescriptor | null;
};

export type VacancyAction = {
  /** Calls the API; returns the vacancy as it now is, or nothing (the page moves elsewhere). */
  work: () => Promise<ManagedVacancy | void>;
  /** Said once it is done (untranslated: it follows a language switch). */
  notice?: MessageDescriptor | null;
  /** Takes a failure's messages for a field of the action's own (a dialog's reason): true when it did. */
  onFieldErrors?: (messages: FormErrorMessages) => boolean;
};

/**
 * The status actions of a vacancy's page (archive, withdraw, approve…), one at a time: which one
 * runs (`busy`), its outcome (`notice`) or failure (`error`, in words). A stale write (409) keeps
 * the vacancy as it is now and says to check it and try again.
 */
export function useVacancyActions<Action extends string>({
  loadCurrent,
  store,
  initialNotice = null,
}: UseVacancyActionsOptions) {
  const { t } = useLingui();
  const [busy, setBusy] = useState<Action | null>(null);
  const [error, setError] = useState('');
  const [notice, setNotice] = useState<MessageDescriptor | null>(initialNotice);

  const run = async (
    action: Action,
    { work, notice: done = null, onFieldErrors }: VacancyAction,
  ): Promise<VacancyActionResult> => {
    setBusy(action);
    setError('');
    setNotice(null);
    try {
      const next = await work();
      if (next) store(next);
      setNotice(done);
      return 'done';
    } catch (failure) {
      if (isStaleVersion(failure)) {
        const current = await currentAfterConflict(failure, loadCurrent);
        if (current) store(current);
        setError(t`This vacancy was changed by someone else. Its current state is shown; check it and try again.`);
        return 'stale';
      }
      const described = describeServerError(failure, VACANCY_ERROR_WORDS);
      if (!onFieldErrors?.(described)) {
        setError(described.form ?? Object.values(described.fields)[0] ?? t`The action failed.`);
      }
      return 'failed';
    } finally {
      setBusy(null);
    }
  };

  return { busy, error, notice, setNotice, run };
}

export type VacancyActionOutcomeProps = {
  notice: MessageDescriptor | null;
  error: string;
};

/**
 * The last action's outcome, announced (role=status) and brought into view (a save button may be
 * at the bottom of a long form), and its failure as an alert.
 */
export function VacancyActionOutcome({ notice, error }: VacancyActionOutcomeProps) {
  const { i18n } = useLingui();
  const ref = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (notice) ref.current?.scrollIntoView({ block: 'center' });
  }, [notice]);
  return (
    <>
      <p ref={ref} role="status" className={notice ? styles.actionNotice : undefined}>
        {notice ? i18n._(notice) : ''}
      </p>
      <FormError>{error}</FormError>
    </>
  );
}

/** A question before an action ("Archive this vacancy?"), its words untranslated. */
export type VacancyActionQuestion = { title: MessageDescriptor; body: MessageDescriptor; confirm: MessageDescriptor };

export type VacancyActionDialogProps = {
  question: VacancyActionQuestion;
  busy: boolean;
  onCancel: () => void;
  onConfirm: () => void;
};

/** Asks `question` in a ConfirmDialog. */
export function VacancyActionDialog({ question, busy, onCancel, onConfirm }: VacancyActionDialogProps) {
  const { i18n } = useLingui();
  return (
    <ConfirmDialog
      title={i18n._(question.title)}
      confirmLabel={i18n._(question.confirm)}
      busy={busy}
      onCancel={onCancel}
      onConfirm={onConfirm}
    >
      <p>{i18n._(question.body)}</p>
    </ConfirmDialog>
  );
}

/** "Status: Published · Changes on review" at the top of a vacancy's page. */
export function VacancyStatusLine({ vacancy }: { vacancy: ManagedVacancy }) {
  return (
    <div className={styles.status}>
      <span>
        <Trans>Status:</Trans>
      </span>
      <StatusBadge status={vacancy.status} pendingChanges={vacancy.pending_changes !== null} />
    </div>
  );
}

export type VacancyLoadFailureProps = {
  /** The vacancy query's error: a 404 says there is no such vacancy, anything else offers a retry. */
  error: unknown;
  onRetry: () => void;
  /** What a 404 means for this app («…or belongs to another company»). */
  notFoundText: ReactNode;
  /** The list to go back to, and its link's text. */
  backTo: string;
  backLabel: ReactNode;
};

/** A vacancy's page whose vacancy could not be loaded (`LoadFailure` with the vacancy's words). */
export function VacancyLoadFailure({ error, onRetry, notFoundText, backTo, backLabel }: VacancyLoadFailureProps) {
  const { t } = useLingui();
  return (
    <LoadFailure
      notFound={error instanceof ApiError && error.status === 404}
      title={t`Vacancy`}
      notFoundTitle={t`Vacancy not found`}
      notFoundText={notFoundText}
      failedText={<Trans>Could not load the vacancy.</Trans>}
      onRetry={onRetry}
      backTo={backTo}
      backLabel={backLabel}
    />
  );
}
