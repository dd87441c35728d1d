import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import styles from './dialog.module.css';

export type DialogProps = {
  /** The id of the element that names the dialog (its heading). */
  labelledBy: string;
  /** Escape or another close request of the browser: the owner closes the dialog by unmounting it. */
  onClose: () => void;
  /** Focus the dialog itself when it opens (its name is read first), not its first control. */
  focusSelf?: boolean;
  /** The box's own size and padding. */
  className?: string;
  children: ReactNode;
};

/**
 * A modal dialog, open while it is mounted: the browser's `<dialog>` shown with `showModal()`, so the
 * browser keeps focus and the pointer inside it (the page behind is inert), moves focus in (to the
 * first control, or to the dialog with `focusSelf`) and turns Escape into a close request, which
 * calls `onClose`. Unmounting closes it and focus returns where it was. While one is open the page
 * behind does not scroll (theme.css). ConfirmDialog and the apps' own dialogs are built on it.
 */
export function Dialog({ labelledBy, onClose, focusSelf = false, className, children }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  // Where focus was before this dialog rendered (a control of it may take focus while it mounts).
  const [opener] = useState(() => (document.activeElement instanceof HTMLElement ? document.activeElement : null));
  const onCloseRef = useRef(onClose);
  useLayoutEffect(() => {
    onCloseRef.current = onClose;
  });

  // A layout effect: shown before the first paint, and closed (focus going back) before it leaves the DOM.
  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    let closing = false;
    const handleCancel = (event: Event) => {
      event.preventDefault();
      onCloseRef.current();
    };
    // The browser may close it without asking (a second Escape with no user action between): so does the owner.
    // The `close` event comes in a later task: one that finds the dialog open again is stale (React StrictMode
    // mounts twice in development, and the first mount's close arrives after the second has shown it).
    const handleClose = () => {
      if (!closing && !dialog.open) onCloseRef.current();
    };
    dialog.addEventListener('cancel', handleCancel);
    dialog.addEventListener('close', handleClose);
    dialog.showModal();
    if (focusSelf) dialog.focus();
    return () => {
      closing = true;
      dialog.removeEventListener('cancel', handleCancel);
      dialog.removeEventListener('close', handleClose);
      if (dialog.open) dialog.close();
      if (opener?.isConnected) opener.focus();
    };
  }, [focusSelf, opener]);

  return (
    <dialog
      ref={ref}
      aria-labelledby={labelledBy}
      tabIndex={focusSelf ? -1 : undefined}
      className={className ? `${styles.dialog} ${className}` : styles.dialog}
    >
      {children}
    </dialog>
  );
}
