import { editorRoutes } from '@jobs/contracts';
import { Card, PageTitle, type FieldErrorValue } from '@jobs/ui';
import { useCategoryOptions, VacancyForm, type VacancySaveRequest } from '@jobs/vacancy-editor';
import { useApiClient } from '@jobs/web-platform';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { CompanyPicker, type CompanyOption } from './company-picker';
import { EDITOR_HOME, editorVacancyPath, storeVacancy } from './vacancy-queries';
import { ApiError } from '@jobs/api-client';

/** `/edit-vacancies-list/new`: the same form as the employer's, for a chosen company; published directly. */
export function NewVacancyPage() {
  const apiClient = useApiClient();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const categories = useCategoryOptions();
  const { t } = useLingui();
  const actions = [
    { intent: 'publish', label: t`Publish` },
    { intent: 'draft', label: t`Save as draft` },
  ];
  const [company, setCompany] = useState<CompanyOption | null>(null);
  const [companyError, setCompanyError] = useState<FieldErrorValue>();

  const handleSave = async ({ intent, input }: VacancySaveRequest) => {
    if (!company) {
      setCompanyError(t`Choose the company this vacancy belongs to`);
      return;
    }
    setCompanyError(undefined);
    try {
      const created = await apiClient.call(editorRoutes.create, {
        body: { ...input, company_id: company.id, publish: intent === 'publish' },
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
      <PageTitle title={t`New vacancy`} description={t`Vacancies created by editors are published directly.`} />
      <p>
        <Link to={EDITOR_HOME}>
          <Trans>Back to all vacancies</Trans>
        </Link>
      </p>
      <Card>
        <VacancyForm places categories={categories.options} actions={actions} onSave={handleSave} showQuality>
          <CompanyPicker
            label={t`Company`}
            value={company}
            error={companyError}
            onChange={(next) => {
              setCompany(next);
              setCompanyError(undefined);
            }}
          />
        </VacancyForm>
      </Card>
    </>
  );
}
