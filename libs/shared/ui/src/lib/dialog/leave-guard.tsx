import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useCallback, useEffect, useLayoutEffect, useRef, type ReactNode } from 'react';
import { useBlocker, type BlockerFunction } from 'react-router';
import { ConfirmDialog } from './confirm-dialog';

export type LeaveGuard = {
  /** The "Leave without saving?" dialog while a navigation waits for an answer; null otherwise. */
  dialog: ReactNode;
  /**
   * Runs `work` (a save that moves to another page) with the guard off, so its own navigation is
   * not stopped; the guard is back on when it settles.
   */
  suspend: <T>(work: () => Promise<T>) => Promise<T>;
};

/** The dialog's words in the source language (shown translated: `LEAVE_GUARD_MESSAGES`). */
export const LEAVE_GUARD_TEXT = {
  title: 'Leave without saving?',
  body: 'Your changes on this page are not saved yet. If you leave now, they are lost.',
  leave: 'Leave without saving',
  stay: 'Stay on this page',
} as const;

export const LEAVE_GUARD_MESSAGES = {
  title: msg`Leave without saving?`,
  body: msg`Your changes on this page are not saved yet. If you leave now, they are lost.`,
  leave: msg`Leave without saving`,
  stay: msg`Stay on this page`,
} as const;

/**
 * Keeps unsaved work from being lost: while `dirty`, moving to another page of the app asks first
 * (react-router's `useBlocker`, answered in a dialog), and closing or reloading the tab asks the
 * browser's own question (`beforeunload`). Needs a data router (`createBrowserRouter`). `body`: the
 * dialog's text (already in the interface language); the translated `LEAVE_GUARD_MESSAGES.body` by default.
 */
export function useLeaveGuard(dirty: boolean, body?: string): LeaveGuard {
  const { i18n } = useLingui();
  const dirtyRef = useRef(dirty);
  const suspended = useRef(false);
  useLayoutEffect(() => {
    dirtyRef.current = dirty;
  }, [dirty]);

  const shouldBlock = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation }) =>
      dirtyRef.current &&
      !suspended.current &&
      (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
    [],
  );
  const blocker = useBlocker(shouldBlock);

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  // Saved (or discarded) while the question was open: nothing is lost any more, let it go on.
  useEffect(() => {
    if (blocker.state === 'blocked' && !dirty) blocker.proceed();
  }, [blocker, dirty]);

  const suspend = useCallback(async <T,>(work: () => Promise<T>): Promise<T> => {
    suspended.current = true;
    try {
      return await work();
    } finally {
      suspended.current = false;
    }
  }, []);

  const dialog =
    blocker.state === 'blocked' ? (
      <ConfirmDialog
        title={i18n._(LEAVE_GUARD_MESSAGES.title)}
        confirmLabel={i18n._(LEAVE_GUARD_MESSAGES.leave)}
        cancelLabel={i18n._(LEAVE_GUARD_MESSAGES.stay)}
        onConfirm={() => blocker.proceed()}
        onCancel={() => blocker.reset()}
      >
        <p>{body ?? i18n._(LEAVE_GUARD_MESSAGES.body)}</p>
      </ConfirmDialog>
    ) : null;

  return { dialog, suspend };
}
