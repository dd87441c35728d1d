import { meQuery, VerifyEmailNotice } from '@jobs/auth';
import { employerVacancyRoutes } from '@jobs/contracts';
import { Card, PageTitle, SelectField } from '@jobs/ui';
import { useCategoryOptions, VacancyForm, type VacancySaveRequest } from '@jobs/vacancy-editor';
import { useApiClient } from '@jobs/web-platform';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { teamQuery } from '../team/team-queries';
import { storeVacancy, vacancyPath, VACANCIES_PATH } from './vacancy-queries';

/**
 * `/employer/vacancies/new`: a draft, or straight to review. With colleagues in the team, the
 * form asks who answers the vacancy's candidates (the author unless another member is chosen).
 */
export function NewVacancyPage() {
  const apiClient = useApiClient();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const categories = useCategoryOptions();
  const team = useQuery(teamQuery(apiClient));
  const me = useQuery(meQuery(apiClient));
  const [responsible, setResponsible] = useState('');
  const { t } = useLingui();
  const actions = [
    { intent: 'save', label: t`Save draft` },
    { intent: 'submit', label: t`Submit for review` },
  ];
  const members = team.data?.members ?? [];
  const chosen = responsible || (me.data ? String(me.data.id) : '');

  const handleSave = async ({ intent, input }: VacancySaveRequest) => {
    const created = await apiClient.call(employerVacancyRoutes.create, {
      body: {
        ...input,
        submit: intent === 'submit',
        ...(responsible ? { responsible_user_id: Number(responsible) } : {}),
      },
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
        <VacancyForm places categories={categories.options} actions={actions} onSave={handleSave}>
          {members.length > 1 && (
            <SelectField
              label={t`Responsible member`}
              hint={t`The member who answers this vacancy's candidates.`}
              options={members.map((member) => ({ value: String(member.user_id), label: member.name }))}
              value={chosen}
              onChange={(event) => setResponsible(event.target.value)}
            />
          )}
        </VacancyForm>
      </Card>
    </>
  );
}
