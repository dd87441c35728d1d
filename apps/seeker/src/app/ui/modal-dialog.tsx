import { useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import styles from './modal-dialog.module.css';

export type ModalDialogProps = {
  title: string;
  children: ReactNode;
  onClose: () => void;
  /** Buttons at the bottom (the dialog's actions). */
  footer?: ReactNode;
};

const FOCUSABLE =
  'a[href], button:not([disabled]), textarea:not([disabled]), input:not([disabled]), select, [tabindex="0"]';

/**
 * A modal dialog: the page behind is inert and does not scroll, focus moves into the dialog and
 * stays there (Tab wraps), Escape or the close button closes it, and focus returns where it was.
 * On a phone it fills the screen.
 */
export function ModalDialog({ title, children, onClose, footer }: ModalDialogProps) {
  const { t } = useLingui();
  const titleId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    panelRef.current?.focus();
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    // Everything else on the page is out of reach of the keyboard and assistive technology.
    const root = document.getElementById('root');
    const dialogRoot = panelRef.current?.closest<HTMLElement>('[data-modal-root]');
    const siblings = root && dialogRoot && !root.contains(dialogRoot) ? [root] : [];
    for (const element of siblings) element.inert = true;
    return () => {
      document.body.style.overflow = overflow;
      for (const element of siblings) element.inert = false;
      previous?.focus?.();
    };
  }, []);

  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onCloseRef.current();
      return;
    }
    if (event.key !== 'Tab' || !panelRef.current) return;
    const focusable = [...panelRef.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    if (focusable.length === 0) return;
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (event.shiftKey && (document.activeElement === first || document.activeElement === panelRef.current)) {
      event.preventDefault();
      last?.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first?.focus();
    }
  };

  // On the body, outside the app's root, so the page behind can be made inert.
  return createPortal(
    <div className={styles.backdrop} data-modal-root="">
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className={styles.dialog}
        onKeyDown={handleKeyDown}
      >
        <div className={styles.header}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          <button type="button" className={styles.close} onClick={onClose} aria-label={t`Close the dialog`}>
            ×
          </button>
        </div>
        <div className={styles.body}>{children}</div>
        {footer && <div className={styles.footer}>{footer}</div>}
      </div>
    </div>,
    document.body,
  );
}
