import { useI18n } from '@jobs/i18n';
import { NoIndex } from '../page/no-index';
import styles from './error-page.module.css';

export type ErrorScreenProps = {
  status: number;
  /** Where the "home" link leads. */
  homePath?: string;
};

/** What an error looks like: 'Page Not Found' for a 404, 'Internal Server Error' for anything else. */
export function ErrorScreen({ status, homePath = '/' }: ErrorScreenProps) {
  const { i18n } = useI18n();
  const notFound = status === 404;
  const title = notFound
    ? i18n._({ id: 'error.notFound.title', message: 'Page Not Found' })
    : i18n._({ id: 'error.internal.title', message: 'Internal Server Error' });
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
            ? i18n._({
                id: 'error.notFound.text',
                message: 'The page you are looking for does not exist or has moved.',
              })
            : i18n._({
                id: 'error.internal.text',
                message: 'Something went wrong on our side. Please try again in a moment.',
              })}
        </p>
        {/* A full page load, not a client navigation: it also recovers from a broken app state. */}
        <a className={styles.home} href={homePath}>
          {i18n._({ id: 'error.home', message: 'Go to the home page' })}
        </a>
      </section>
    </div>
  );
}
