import { isApiError } from '@jobs/api-client';
import { applicationRoutes, WITHDRAW_REASON_MAX_LENGTH, type Application } from '@jobs/contracts';
import { Button, TextAreaField } from '@jobs/ui';
import { useApiClient } from '@jobs/web-platform';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ModalDialog } from '../ui/modal-dialog';
import { refreshApplications } from './application-queries';
import styles from './applications.module.css';

export type WithdrawDialogProps = {
  application: Application;
  onClose: () => void;
  onWithdrawn: (application: Application) => void;
};

/** Asks before withdrawing (it cannot be undone), with an optional reason for the company. */
export function WithdrawDialog({ application, onClose, onWithdrawn }: WithdrawDialogProps) {
  const apiClient = useApiClient();
  const queryClient = useQueryClient();
  const { t, i18n } = useLingui();
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<MessageDescriptor | null>(null);
  const title = application.vacancy.title;

  const handleWithdraw = async () => {
    setBusy(true);
    setError(null);
    try {
      const body = reason.trim() ? { reason: reason.trim() } : {};
      const updated = await apiClient.call(applicationRoutes.withdraw, { params: { id: application.id }, body });
      await refreshApplications(queryClient);
      onWithdrawn(updated);
    } catch (failure) {
      setBusy(false);
      // 409: the company moved it meanwhile (e.g. rejected it): the lists show where it stands now.
      if (isApiError(failure) && (failure.status === 409 || failure.status === 400)) {
        void refreshApplications(queryClient);
        setError(msg`The application can no longer be withdrawn: its status has changed.`);
      } else setError(msg`Could not withdraw the application. Try again.`);
    }
  };

  return (
    <ModalDialog
      title={t`Withdraw the application?`}
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            <Trans>Keep it</Trans>
          </Button>
          <Button onClick={() => void handleWithdraw()} busy={busy}>
            <Trans>Withdraw</Trans>
          </Button>
        </>
      }
    >
      <p>
        <Trans>
          Your application to “{title}” will be withdrawn, and the company will see that. This cannot be undone.
        </Trans>
      </p>
      <TextAreaField
        label={t`Reason for the company (optional)`}
        value={reason}
        maxLength={WITHDRAW_REASON_MAX_LENGTH}
        rows={3}
        onChange={(event) => setReason(event.target.value)}
      />
      {error && (
        <p role="alert" className={styles.error}>
          {i18n._(error)}
        </p>
      )}
    </ModalDialog>
  );
}
