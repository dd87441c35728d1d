import { AccountDataSection, meQuery, SignOutButton } from '@jobs/auth';
import { Card, Loader, PageTitle } from '@jobs/ui';
import { useApiClient } from '@jobs/web-platform';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { LOGIN_PATH } from '../guards';

export const ACCOUNT_PATH = '/edit-vacancies-list/account';

/** `/edit-vacancies-list/account`: the editor's own account, their data (download) and its deletion. */
export function AccountPage() {
  const { t } = useLingui();
  const me = useQuery(meQuery(useApiClient()));
  return (
    <>
      <PageTitle
        title={t`Account`}
        description={t`Your editor account and your data.`}
        actions={<SignOutButton variant="secondary" loginPath={LOGIN_PATH} />}
      />
      {!me.data ? (
        <Loader label={t`Loading…`} />
      ) : (
        <>
          <Card aria-labelledby="editor-account-title">
            <h2 id="editor-account-title">
              <Trans>Account</Trans>
            </h2>
            <p>
              {me.data.name} · {me.data.email}
            </p>
          </Card>
          <AccountDataSection loginPath={LOGIN_PATH} />
        </>
      )}
    </>
  );
}
