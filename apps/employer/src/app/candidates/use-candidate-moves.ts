import { ApiError } from '@jobs/api-client';
import { useChatHistory } from '@jobs/chat';
import {
  employerApplicationRoutes,
  fillMessageTemplate,
  type EmployerApplication,
  type EmployerMoveStatus,
} from '@jobs/contracts';
import { describeServerError } from '@jobs/vacancy-editor';
import { useApiClient } from '@jobs/web-platform';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from 'sonner';
import { MOVED_NOTICES, STATUS_LABELS } from './application-labels';
import { candidateKeys, storeCandidate, templatesQuery } from './candidate-queries';
import type { MoveInput } from './move-dialog';

/** A 404 here: the application was withdrawn or deleted. */
export const CANDIDATE_ERROR_WORDS = { notFound: msg`This candidate is no longer available.` };

/** How long the "Undo" toast stays after a move (longer than a notification's 5 s: it is an offer to act). */
export const UNDO_TOAST_MS = 10_000;

/** A stale version: someone else moved the candidate since this page loaded it. */
const isConflict = (error: unknown) => error instanceof ApiError && error.status === 409;

/**
 * A candidate's moves on its page: the dialog's step and prefilled message (the company's template
 * filled in), the move itself, the undo (from the toast and the page), and what to tell the user
 * when someone else moved the candidate first (409: the current state is reloaded).
 */
export function useCandidateMoves(application: EmployerApplication | undefined, companyName: string) {
  const apiClient = useApiClient();
  const queryClient = useQueryClient();
  const { loadNewerMessages } = useChatHistory();
  const { t, i18n } = useLingui();
  const templates = useQuery(templatesQuery(apiClient));
  const [step, setStep] = useState<EmployerMoveStatus | null>(null);
  const [busy, setBusy] = useState(false);
  const [dialogError, setDialogError] = useState('');
  const [pageError, setPageError] = useState('');

  const initialMessage = (() => {
    if (!step || !application) return null;
    if (templates.isError) return '';
    if (!templates.data) return null;
    return fillMessageTemplate(templates.data[step], {
      name: application.candidate.name,
      vacancy: application.vacancy.title,
      company: companyName,
    });
  })();

  const refreshChat = (moved: EmployerApplication) => {
    // The move posted the message and a status line in the chat beside.
    loadNewerMessages(moved.chat_id).catch(() => undefined);
  };

  const reloadAfterConflict = async (id: number) => {
    await queryClient.invalidateQueries({ queryKey: candidateKeys.one(id) });
    setPageError(
      t`Someone else has moved this candidate in the meantime. The current status is shown; check it and try again.`,
    );
  };

  const describe = (error: unknown): string => {
    const described = describeServerError(error, CANDIDATE_ERROR_WORDS, i18n);
    return described.form ?? (Object.values(described.fields).join(' ') || t`The action failed.`);
  };

  const undo = async (moved: EmployerApplication) => {
    setPageError('');
    try {
      const back = await apiClient.call(employerApplicationRoutes.undo, {
        params: { id: moved.id },
        body: { version: moved.version },
      });
      storeCandidate(queryClient, back);
      refreshChat(back);
      const status = i18n._(STATUS_LABELS[back.status]);
      toast.success(t`Move undone: the status is ${status} again.`);
    } catch (error) {
      if (isConflict(error)) await reloadAfterConflict(moved.id);
      else setPageError(describe(error));
    }
  };

  const move = async (input: MoveInput) => {
    if (!application || !step) return;
    setBusy(true);
    setDialogError('');
    setPageError('');
    try {
      const moved = await apiClient.call(employerApplicationRoutes.move, {
        params: { id: application.id },
        body: { status: step, version: application.version, ...input },
      });
      storeCandidate(queryClient, moved);
      refreshChat(moved);
      setStep(null);
      toast.success(i18n._(MOVED_NOTICES[step]), {
        duration: UNDO_TOAST_MS,
        ...(moved.undo ? { action: { label: t`Undo`, onClick: () => void undo(moved) } } : {}),
      });
    } catch (error) {
      if (isConflict(error)) {
        setStep(null);
        await reloadAfterConflict(application.id);
      } else {
        setDialogError(describe(error));
      }
    } finally {
      setBusy(false);
    }
  };

  const open = (status: EmployerMoveStatus) => {
    setDialogError('');
    setStep(status);
  };

  const close = () => {
    setStep(null);
    setDialogError('');
  };

  return { step, initialMessage, busy, dialogError, pageError, open, close, move, undo };
}
