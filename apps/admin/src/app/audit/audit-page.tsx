import { Card, PageTitle } from '@jobs/ui';
import { useLingui } from '@lingui/react/macro';
import { AuditList } from './audit-list';

/** `/edit-vacancies-list/audit`: every editor action (who, what, when, before and after). */
export function AuditPage() {
  const { t } = useLingui();
  return (
    <>
      <PageTitle title={t`Audit log`} description={t`Every editor action, newest first.`} />
      <Card>
        <AuditList title={t`Editor actions`} />
      </Card>
    </>
  );
}
