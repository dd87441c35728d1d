import { NoIndex } from '../page/no-index';
import styles from './error-page.module.css';

export type ErrorScreenProps = {
  status: number;
  /** Where the "home" link leads. */
  homePath?: string;
};

/** What an error looks like: 'Page Not Found' for a 404, 'Internal Server Error' for anything else. */
export function ErrorScreen({ status, homePath = '/' }: ErrorScreenProps) {
  const notFound = status === 404;
  const title = notFound ? 'Page Not Found' : 'Internal Server Error';
  return (
    <div className={styles.page}>
      <title>{title}</title>
      <NoIndex />
      <section className={styles.card} aria-labelledby="error-title">
        <p className={styles.status} aria-hidden="true">
          {notFound ? '404' : '500'}
        </p>
        <h1 id="error-title" className={styles.title}>
          {title}
        </h1>
        <p className={styles.text}>
          {notFound
            ? 'The page you are looking for does not exist or has moved.'
            : 'Something went wrong on our side. Please try again in a moment.'}
        </p>
        {/* A full page load, not a client navigation: it also recovers from a broken app state. */}
        <a className={styles.home} href={homePath}>
          Go to the home page
        </a>
      </section>
    </div>
  );
}
