import { Button, Card } from '@jobs/ui';
import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';

export type LoadErrorCardProps = {
  /** The heading's id (the card's accessible name). */
  id: string;
  /** What could not be loaded: «Could not load the vacancy». */
  title: ReactNode;
  /** The heading's level: h1 on a page of its own, lower inside a page. */
  heading?: 'h1' | 'h2' | 'h3';
  headingClassName?: string;
  /** The retry is under way. */
  busy?: boolean;
  onRetry: () => void;
  /** Before the heading (a page's `PageMeta`). */
  children?: ReactNode;
};

/** A load that failed: the alert card with what failed, "Check your connection" and "Try again". */
export function LoadErrorCard({
  id,
  title,
  heading: Heading = 'h2',
  headingClassName,
  busy,
  onRetry,
  children,
}: LoadErrorCardProps) {
  return (
    <Card role="alert" aria-labelledby={id}>
      {children}
      <Heading id={id} className={headingClassName}>
        {title}
      </Heading>
      <p>
        <Trans>Check your connection and try again.</Trans>
      </p>
      <Button busy={busy} onClick={onRetry}>
        <Trans>Try again</Trans>
      </Button>
    </Card>
  );
}
