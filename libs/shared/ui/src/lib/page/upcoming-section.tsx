import { Card } from './card';
import type { ReactNode } from 'react';

export type UpcomingSectionProps = {
  children: ReactNode;
};

/** Says plainly that the page's content is still being built, and what it will hold. */
export function UpcomingSection({ children }: UpcomingSectionProps) {
  return (
    <Card aria-label="About this page">
      <p>{children}</p>
      <p>This page is being built and has no content yet.</p>
    </Card>
  );
}
