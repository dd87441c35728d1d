import { Card, PageTitle } from '@jobs/ui';
import { AuditList } from './audit-list';

/** `/edit-vacancies-list/audit`: every editor action (who, what, when, before and after). */
export function AuditPage() {
  return (
    <>
      <PageTitle title="Audit log" description="Every editor action, newest first." />
      <Card>
        <AuditList title="Editor actions" />
      </Card>
    </>
  );
}
