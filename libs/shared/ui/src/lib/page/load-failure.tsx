import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { FormError } from '../form/form-error';
import { LoadError } from './load-error';
import { NoIndex } from './no-index';
import { PageTitle } from './page-title';

export type LoadFailureProps = {
  /** The record does not exist for this user (a 404): said so, and no retry. */
  notFound: boolean;
  /** The page title: `title` when the load failed, `notFoundTitle` when there is nothing to load. */
  title: string;
  notFoundTitle: string;
  /** What the page says: «This vacancy does not exist…» / «Could not load the vacancy.». */
  notFoundText: ReactNode;
  failedText: ReactNode;
  onRetry: () => void;
  /** The list to go back to, and its link's text. */
  backTo: string;
  backLabel: ReactNode;
  /** Keep the page out of search engines. */
  noIndex?: boolean;
};

/** A record's page whose record could not be loaded: not found, or failed with "Try again"; a link back. */
export function LoadFailure({
  notFound,
  title,
  notFoundTitle,
  notFoundText,
  failedText,
  onRetry,
  backTo,
  backLabel,
  noIndex = false,
}: LoadFailureProps) {
  return (
    <>
      {noIndex && <NoIndex />}
      <PageTitle title={notFound ? notFoundTitle : title} />
      {notFound ? (
        <FormError>
          <p>{notFoundText}</p>
        </FormError>
      ) : (
        <LoadError onRetry={onRetry}>{failedText}</LoadError>
      )}
      <p>
        <Link to={backTo}>{backLabel}</Link>
      </p>
    </>
  );
}
