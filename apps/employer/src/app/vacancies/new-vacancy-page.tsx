import { employerVacancyRoutes } from '@jobs/contracts';
import { Card, PageTitle } from '@jobs/ui';
import { useCategoryOptions, VacancyForm, type VacancySaveRequest } from '@jobs/vacancy-editor';
import { useApiClient } from '@jobs/web-platform';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router-dom';
import { storeVacancy, vacancyPath, VACANCIES_PATH } from './vacancy-queries';

const ACTIONS = [
  { intent: 'save', label: 'Save draft' },
  { intent: 'submit', label: 'Submit for review' },
] as const;

/** `/employer/vacancies/new`: a draft, or straight to review. */
export function NewVacancyPage() {
  const apiClient = useApiClient();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const categories = useCategoryOptions();

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
        title="New vacancy"
        description="Save it as a draft, or submit it: an editor reviews it before it is published."
      />
      <p>
        <Link to={VACANCIES_PATH}>Back to vacancies</Link>
      </p>
      <Card>
        <VacancyForm categories={categories.options} actions={ACTIONS} onSave={handleSave} />
      </Card>
    </>
  );
}
