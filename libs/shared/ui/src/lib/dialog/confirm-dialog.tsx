import { useLingui } from '@lingui/react/macro';
import { useId, type ReactNode } from 'react';
import { Button } from '../form/button';
import styles from './confirm-dialog.module.css';
import { Dialog } from './dialog';

export type ConfirmDialogProps = {
  title: string;
  children?: ReactNode;
  confirmLabel: string;
  /** "Cancel" by default. */
  cancelLabel?: string;
  onConfirm: () => void;
  onCancel: () => void;
  busy?: boolean;
  /** Blocks confirming (a required field of the dialog is not filled yet). */
  confirmDisabled?: boolean;
};

/**
 * A modal question ("Archive this vacancy?") on `Dialog`: focus moves to its first control, Escape
 * or Cancel closes it, Tab stays inside, and focus returns where it was.
 */
export function ConfirmDialog({
  title,
  children,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onCancel,
  busy = false,
  confirmDisabled = false,
}: ConfirmDialogProps) {
  const { t } = useLingui();
  const titleId = useId();
  return (
    <Dialog labelledBy={titleId} onClose={onCancel} className={styles.dialog}>
      <div className={styles.content}>
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        {children}
        <div className={styles.actions}>
          <Button variant="secondary" onClick={onCancel} disabled={busy}>
            {cancelLabel ?? t`Cancel`}
          </Button>
          <Button onClick={onConfirm} busy={busy} disabled={confirmDisabled}>
            {confirmLabel}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
