import { ApiError } from '@jobs/api-client';
import { accountDataRoutes } from '@jobs/contracts';
import { Button, Card, Dialog, TextField } from '@jobs/ui';
import { notifySignedOut, useApiClient } from '@jobs/web-platform';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import styles from './account.module.css';

export type AccountDataSectionProps = {
  /** Where to go once the account is deleted (signed out). */
  loginPath: string;
  /** What else deleting this account does (an employer's company vacancies), shown in the confirmation. */
  deletionNote?: ReactNode;
  /** The app's own clean-up of what outlives the query cache. */
  onDeleted?: () => void;
};

/** Saves a JSON document as a file the browser downloads. */
const downloadJson = (data: unknown, fileName: string) => {
  const url = URL.createObjectURL(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
};

/**
 * "Your data": download everything the platform holds about the account (JSON), or delete the
 * account after a confirmation that asks for the password and says what deleting does.
 */
export function AccountDataSection({ loginPath, deletionNote, onDeleted }: AccountDataSectionProps) {
  const { t } = useLingui();
  const apiClient = useApiClient();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const headingId = useId();
  const dialogTitleId = useId();
  const [exporting, setExporting] = useState(false);
  const [exportError, setExportError] = useState<string>();
  const [confirming, setConfirming] = useState(false);
  const [password, setPassword] = useState('');
  const [deleting, setDeleting] = useState(false);
  const [deleteError, setDeleteError] = useState<string>();

  const handleExport = async () => {
    setExporting(true);
    setExportError(undefined);
    try {
      const data = await apiClient.call(accountDataRoutes.export);
      downloadJson(data, `jobs-my-data-${new Date().toISOString().slice(0, 10)}.json`);
    } catch {
      setExportError(t`Could not prepare your data. Try again.`);
    } finally {
      setExporting(false);
    }
  };

  const closeDialog = () => {
    setConfirming(false);
    setPassword('');
    setDeleteError(undefined);
  };

  const handleDelete = async (event: FormEvent) => {
    event.preventDefault();
    if (password === '') {
      setDeleteError(t`Enter your password`);
      return;
    }
    setDeleting(true);
    setDeleteError(undefined);
    try {
      await apiClient.call(accountDataRoutes.remove, { body: { password } });
    } catch (error) {
      setDeleting(false);
      setDeleteError(
        error instanceof ApiError && error.status === 400
          ? t`Wrong password`
          : t`Could not delete the account. Try again.`,
      );
      return;
    }
    // The sessions ended on the server; the local ones end here.
    await apiClient.signOut();
    queryClient.clear();
    onDeleted?.();
    notifySignedOut();
    navigate(`${loginPath}${loginPath.includes('?') ? '&' : '?'}deleted=1`, { replace: true });
  };

  return (
    <Card aria-labelledby={headingId} className={styles.section}>
      <h2 id={headingId} className={styles.sectionTitle}>
        <Trans>Your data</Trans>
      </h2>
      <p>
        <Trans>
          Download everything we hold about you as a JSON file, or delete your account and your personal data.
        </Trans>
      </p>
      <div className={styles.actions}>
        <Button variant="secondary" busy={exporting} onClick={() => void handleExport()}>
          <Trans>Download my data</Trans>
        </Button>
        <Button variant="secondary" className={styles.danger} onClick={() => setConfirming(true)}>
          <Trans>Delete account…</Trans>
        </Button>
      </div>
      {exportError && (
        <p role="alert" className={styles.error}>
          {exportError}
        </p>
      )}
      {confirming && (
        <Dialog labelledBy={dialogTitleId} onClose={closeDialog} className={styles.dialog}>
          <form className={styles.dialogForm} onSubmit={(event) => void handleDelete(event)} noValidate>
            <h2 id={dialogTitleId} className={styles.dialogTitle}>
              <Trans>Delete your account?</Trans>
            </h2>
            <p>
              <Trans>
                Your profile, résumé, applications, saved searches, favourites and notifications are erased, and you are
                signed out everywhere. Messages you sent stay in their chats, signed “Deleted user”. This cannot be
                undone.
              </Trans>
            </p>
            {deletionNote && <p>{deletionNote}</p>}
            <TextField
              label={t`Password`}
              type="password"
              autoComplete="current-password"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
              error={deleteError}
              autoFocus
            />
            <div className={styles.actions}>
              <Button type="submit" className={styles.danger} busy={deleting}>
                <Trans>Delete my account</Trans>
              </Button>
              <Button type="button" variant="ghost" onClick={closeDialog}>
                <Trans>Cancel</Trans>
              </Button>
            </div>
          </form>
        </Dialog>
      )}
    </Card>
  );
}
