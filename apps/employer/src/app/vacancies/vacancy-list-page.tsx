import { VACANCY_STATUSES } from '@jobs/contracts';
import { Button, ButtonLink, Card, FormError, Loader, PageTitle, SelectField } from '@jobs/ui';
import { STATUS_OPTIONS } from '@jobs/vacancy-editor';
import { useApiClient } from '@jobs/web-platform';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { VacancyTable } from './vacancy-table';
import { vacanciesQuery, VACANCIES_PATH } from './vacancy-queries';
import styles from './vacancies.module.css';

type Status = (typeof VACANCY_STATUSES)[number];
const isStatus = (value: string | null): value is Status =>
  (VACANCY_STATUSES as readonly (string | null)[]).includes(value);

/** `/employer/vacancies`: the company's vacancies, filtered by status (kept in the URL). */
export function VacancyListPage() {
  const apiClient = useApiClient();
  const [params, setParams] = useSearchParams();
  const raw = params.get('status');
  const status = isStatus(raw) ? raw : undefined;
  const list = useQuery(vacanciesQuery(apiClient, status));

  return (
    <>
      <PageTitle
        title="Vacancies"
        description="Every vacancy of your company, whatever its status."
        actions={<ButtonLink to={`${VACANCIES_PATH}/new`}>New vacancy</ButtonLink>}
      />
      <Card>
        <div className={styles.toolbar}>
          <SelectField
            label="Status"
            placeholder="All statuses"
            options={STATUS_OPTIONS}
            value={status ?? ''}
            onChange={(event) => setParams(event.target.value ? { status: event.target.value } : {})}
          />
        </div>
        {list.isPending && <Loader label="Loading vacancies…" />}
        {list.isError && (
          <FormError>
            <p>Could not load the vacancies.</p>
            <Button variant="secondary" onClick={() => void list.refetch()}>
              Try again
            </Button>
          </FormError>
        )}
        {list.data &&
          (list.data.items.length === 0 ? (
            <p className={styles.muted}>
              {status ? 'No vacancy has this status.' : 'Your company has no vacancies yet. Create the first one.'}
            </p>
          ) : (
            <VacancyTable
              vacancies={list.data.items}
              caption={`${list.data.items.length} ${list.data.items.length === 1 ? 'vacancy' : 'vacancies'}`}
            />
          ))}
      </Card>
    </>
  );
}
