import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Button } from '../form/button';
import { FormError } from '../form/form-error';
import styles from './page.module.css';

export type LoadErrorProps = {
  /** What could not be loaded: «Could not load the vacancies.». */
  children: ReactNode;
  /** Loads it again (the query's `refetch`). */
  onRetry: () => void;
};

/** Data of a page or a section could not be loaded: said in an alert, with "Try again". */
export function LoadError({ children, onRetry }: LoadErrorProps) {
  return (
    <FormError>
      <p className={styles.loadErrorText}>{children}</p>
      <Button variant="secondary" onClick={onRetry}>
        <Trans>Try again</Trans>
      </Button>
    </FormError>
  );
}
