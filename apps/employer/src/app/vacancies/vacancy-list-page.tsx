import { VACANCY_STATUSES } from '@jobs/contracts';
import { ButtonLink, Card, Loader, LoadError, PageTitle, SelectField } from '@jobs/ui';
import { statusLabel } from '@jobs/vacancy-editor';
import { useApiClient } from '@jobs/web-platform';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { VacancyTable } from './vacancy-table';
import { vacanciesQuery, VACANCIES_PATH } from './vacancy-queries';
import styles from './vacancies.module.css';

type Status = (typeof VACANCY_STATUSES)[number];
const isStatus = (value: string | null): value is Status =>
  (VACANCY_STATUSES as readonly (string | null)[]).includes(value);

/** `/employer/vacancies`: the company's vacancies, filtered by status (kept in the URL). */
export function VacancyListPage() {
  const apiClient = useApiClient();
  const { t, i18n } = useLingui();
  const [params, setParams] = useSearchParams();
  const raw = params.get('status');
  const status = isStatus(raw) ? raw : undefined;
  const list = useQuery(vacanciesQuery(apiClient, status));
  const statusOptions = VACANCY_STATUSES.map((value) => ({ value, label: statusLabel(value, i18n) }));
  const count = list.data?.items.length ?? 0;

  return (
    <>
      <PageTitle
        title={t`Vacancies`}
        description={t`Every vacancy of your company, whatever its status.`}
        actions={
          <ButtonLink to={`${VACANCIES_PATH}/new`}>
            <Trans>New vacancy</Trans>
          </ButtonLink>
        }
      />
      <Card>
        <div className={styles.toolbar}>
          <SelectField
            label={t`Status`}
            placeholder={t`All statuses`}
            options={statusOptions}
            value={status ?? ''}
            onChange={(event) => setParams(event.target.value ? { status: event.target.value } : {})}
          />
        </div>
        {list.isPending && <Loader label={t`Loading vacancies…`} />}
        {list.isError && (
          <LoadError onRetry={() => void list.refetch()}>
            <Trans>Could not load the vacancies.</Trans>
          </LoadError>
        )}
        {list.data &&
          (list.data.items.length === 0 ? (
            <p className={styles.muted}>
              {status ? (
                <Trans>No vacancy has this status.</Trans>
              ) : (
                <Trans>Your company has no vacancies yet. Create the first one.</Trans>
              )}
            </p>
          ) : (
            <VacancyTable
              vacancies={list.data.items}
              caption={t`${plural(count, { one: '# vacancy', other: '# vacancies' })}`}
            />
          ))}
      </Card>
    </>
  );
}
