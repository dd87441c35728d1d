import { useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { Button } from '../form/button';
import styles from './confirm-dialog.module.css';

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
 * A modal question ("Archive this vacancy?"): focus moves into it, Escape or Cancel closes it,
 * Tab stays inside, and focus returns where it was.
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
  const panelRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    const panel = panelRef.current;
    const first = panel?.querySelector<HTMLElement>('textarea, input, select, button:not([disabled])');
    (first ?? panel)?.focus();
    return () => previous?.focus?.();
  }, []);

  const handleKeyDown = (event: React.KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onCancel();
      return;
    }
    if (event.key !== 'Tab' || !panelRef.current) return;
    const focusable = [
      ...panelRef.current.querySelectorAll<HTMLElement>('textarea, input, select, button:not([disabled]), a[href]'),
    ];
    if (focusable.length === 0) return;
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    <div className={styles.backdrop}>
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className={styles.dialog}
        onKeyDown={handleKeyDown}
      >
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
    </div>
  );
}
