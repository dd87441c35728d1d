import { AccountDataSection, SignOutButton } from '@jobs/auth';
import { employerMeRoute } from '@jobs/contracts';
import { Card, Loader, LoadError, PageTitle } from '@jobs/ui';
import { useApiClient } from '@jobs/web-platform';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { LOGIN_PATH } from '../guards';
import { AccountForm } from './account-form';
import { CompanyForm } from './company-form';
import { CompanyVerification } from './company-verification';

const EMPLOYER_ME_KEY = ['employer', 'me'] as const;

/** `/employer/profile`: the company's public profile and the employer's own account. */
export function ProfilePage() {
  const apiClient = useApiClient();
  const queryClient = useQueryClient();
  const { t } = useLingui();
  const me = useQuery({
    queryKey: EMPLOYER_ME_KEY,
    queryFn: ({ signal }) => apiClient.call(employerMeRoute, undefined, { signal }),
  });

  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: EMPLOYER_ME_KEY });
    void queryClient.invalidateQueries({ queryKey: ['users', 'me'] });
  };

  return (
    <>
      <PageTitle
        title={t`Profile`}
        description={t`What job seekers see about your company, and your own account.`}
        actions={<SignOutButton variant="secondary" loginPath={LOGIN_PATH} />}
      />
      {me.isPending && <Loader label={t`Loading your profile…`} />}
      {me.isError && (
        <LoadError onRetry={() => void me.refetch()}>
          <Trans>Could not load your profile.</Trans>
        </LoadError>
      )}
      {me.data && (
        <>
          <Card>
            <CompanyVerification company={me.data.company} />
          </Card>
          <Card>
            <CompanyForm company={me.data.company} onSaved={refresh} />
          </Card>
          <Card>
            <AccountForm name={me.data.user.name} email={me.data.user.email} onSaved={refresh} />
          </Card>
          <AccountDataSection
            loginPath={LOGIN_PATH}
            deletionNote={
              <Trans>
                If you are the company’s last employer, its vacancies are archived: they leave the search and stop
                taking applications. The company’s page and its chats with candidates stay.
              </Trans>
            }
          />
        </>
      )}
    </>
  );
}
