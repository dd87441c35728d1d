import { VerifyEmailNotice } from '@jobs/auth';
import { employerVacancyRoutes } from '@jobs/contracts';
import { Card, PageTitle } from '@jobs/ui';
import { useCategoryOptions, VacancyForm, type VacancySaveRequest } from '@jobs/vacancy-editor';
import { useApiClient } from '@jobs/web-platform';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import { storeVacancy, vacancyPath, VACANCIES_PATH } from './vacancy-queries';

/** `/employer/vacancies/new`: a draft, or straight to review. */
export function NewVacancyPage() {
  const apiClient = useApiClient();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const categories = useCategoryOptions();
  const { t } = useLingui();
  const actions = [
    { intent: 'save', label: t`Save draft` },
    { intent: 'submit', label: t`Submit for review` },
  ];

  const handleSave = async ({ intent, input }: VacancySaveRequest) => {
    const created = await apiClient.call(employerVacancyRoutes.create, {
      body: { ...input, submit: intent === 'submit' },
    });
    storeVacancy(queryClient, created);
    navigate(vacancyPath(created.id), { state: { created: intent } });
  };

  return (
    <>
      <PageTitle
        title={t`New vacancy`}
        description={t`Save it as a draft, or submit it: an editor reviews it before it is published.`}
      />
      <VerifyEmailNotice role="employer" />
      <p>
        <Link to={VACANCIES_PATH}>
          <Trans>Back to vacancies</Trans>
        </Link>
      </p>
      <Card>
        <VacancyForm places categories={categories.options} actions={actions} onSave={handleSave} />
      </Card>
    </>
  );
}
