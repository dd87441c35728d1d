import { editorRoutes } from '@jobs/contracts';
import { Card, PageTitle, SelectField } from '@jobs/ui';
import { useCategoryOptions, VacancyForm, type VacancySaveRequest } from '@jobs/vacancy-editor';
import { useApiClient } from '@jobs/web-platform';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { companiesQuery, EDITOR_HOME, editorVacancyPath, storeVacancy } from './vacancy-queries';
import { ApiError } from '@jobs/api-client';

const ACTIONS = [
  { intent: 'publish', label: 'Publish' },
  { intent: 'draft', label: 'Save as draft' },
] as const;

/** `/edit-vacancies-list/new`: the same form as the employer's, for a chosen company; published directly. */
export function NewVacancyPage() {
  const apiClient = useApiClient();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const categories = useCategoryOptions();
  const companies = useQuery(companiesQuery(apiClient));
  const [companyId, setCompanyId] = useState('');
  const [companyError, setCompanyError] = useState<string | undefined>();

  const handleSave = async ({ intent, input }: VacancySaveRequest) => {
    if (!companyId) {
      setCompanyError('Choose the company this vacancy belongs to');
      return;
    }
    setCompanyError(undefined);
    try {
      const created = await apiClient.call(editorRoutes.create, {
        body: { ...input, company_id: Number(companyId), publish: intent === 'publish' },
      });
      storeVacancy(queryClient, created);
      navigate(editorVacancyPath(created.id));
    } catch (error) {
      const companyMessage = error instanceof ApiError ? error.fieldErrors()['company_id'] : undefined;
      if (companyMessage) {
        setCompanyError(companyMessage);
        return;
      }
      throw error;
    }
  };

  return (
    <>
      <PageTitle title="New vacancy" description="Vacancies created by editors are published directly." />
      <p>
        <Link to={EDITOR_HOME}>Back to all vacancies</Link>
      </p>
      <Card>
        <VacancyForm categories={categories.options} actions={ACTIONS} onSave={handleSave} showQuality>
          <SelectField
            label="Company"
            placeholder={companies.isPending ? 'Loading companies…' : 'Choose…'}
            options={(companies.data ?? []).map((company) => ({ value: String(company.id), label: company.name }))}
            value={companyId}
            error={companyError}
            onChange={(event) => {
              setCompanyId(event.target.value);
              setCompanyError(undefined);
            }}
          />
        </VacancyForm>
      </Card>
    </>
  );
}
