import { Trans, useLingui } from '@lingui/react/macro';
import { Card } from './card';
import type { ReactNode } from 'react';

export type UpcomingSectionProps = {
  children: ReactNode;
};

/** Says plainly that the page's content is still being built, and what it will hold. */
export function UpcomingSection({ children }: UpcomingSectionProps) {
  const { t } = useLingui();
  return (
    <Card aria-label={t`About this page`}>
      <p>{children}</p>
      <p>
        <Trans>This page is being built and has no content yet.</Trans>
      </p>
    </Card>
  );
}
