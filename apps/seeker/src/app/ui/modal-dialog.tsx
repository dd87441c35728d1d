import { Dialog } from '@jobs/ui';
import { useLingui } from '@lingui/react/macro';
import { useId, type ReactNode } from 'react';
import styles from './modal-dialog.module.css';

export type ModalDialogProps = {
  title: string;
  children: ReactNode;
  onClose: () => void;
  /** Buttons at the bottom (the dialog's actions). */
  footer?: ReactNode;
};

/**
 * The seeker's dialog frame on `@jobs/ui`'s `Dialog` (modal: the page behind is inert and does not
 * scroll, Tab stays inside, Escape closes, focus returns): a header with the title and a close
 * button, a scrolling body, and actions at the bottom. Focus moves to the dialog itself, so its
 * title is read first. On a phone it fills the screen.
 */
export function ModalDialog({ title, children, onClose, footer }: ModalDialogProps) {
  const { t } = useLingui();
  const titleId = useId();
  return (
    <Dialog labelledBy={titleId} onClose={onClose} focusSelf className={styles.dialog}>
      <div className={styles.panel}>
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
    </Dialog>
  );
}
