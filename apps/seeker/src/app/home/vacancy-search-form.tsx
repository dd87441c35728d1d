import { Button } from '@jobs/ui';
import { useId } from 'react';
import { Form } from 'react-router-dom';
import styles from './vacancy-search-form.module.css';

export type VacancySearchFormProps = {
  defaultQuery?: string;
};

/** A search box that opens `/vacancies?q=…`. */
export function VacancySearchForm({ defaultQuery = '' }: VacancySearchFormProps) {
  const inputId = useId();
  return (
    <Form method="get" action="/vacancies" role="search" className={styles.form}>
      <label htmlFor={inputId} className={styles.label}>
        Job title, skill or company
      </label>
      <div className={styles.row}>
        <input
          id={inputId}
          name="q"
          type="search"
          className={styles.input}
          defaultValue={defaultQuery}
          placeholder="For example, React developer"
          autoComplete="off"
        />
        <Button type="submit">Find jobs</Button>
      </div>
    </Form>
  );
}
