import { Card } from '@jobs/ui';
import { Link } from 'react-router-dom';
import { useIsSignedIn } from '../session/use-is-signed-in';
import styles from './home-page.module.css';
import { VacancySearchForm } from './vacancy-search-form';

export function HomePage() {
  const signedIn = useIsSignedIn();
  return (
    <>
      <title>Jobs · Find your next job</title>
      <section className={styles.hero} aria-labelledby="home-title">
        <h1 id="home-title" className={styles.title}>
          Find a job that fits you
        </h1>
        <p className={styles.lead}>Search vacancies by title, skill or company, and talk to employers directly.</p>
        <VacancySearchForm />
      </section>
      <div className={styles.grid}>
        <Card aria-labelledby="welcome-title">
          <h2 id="welcome-title" className={styles.cardTitle}>
            Welcome
          </h2>
          {signedIn ? (
            <p>
              Keep your <Link to="/profile">profile</Link> up to date: recommendations and employers rely on it.
            </p>
          ) : (
            <p>
              <Link to="/login?mode=sign-up">Create an account</Link> or <Link to="/login">sign in</Link> to get
              personal recommendations and chat with companies.
            </p>
          )}
        </Card>
        <Card aria-labelledby="explore-title">
          <h2 id="explore-title" className={styles.cardTitle}>
            Explore
          </h2>
          <ul className={styles.links}>
            <li>
              <Link to="/categories">Browse categories</Link>
            </li>
            <li>
              <Link to="/recommendations">Your recommendations</Link>
            </li>
            <li>
              <Link to="/new">Ask the AI assistant</Link>
            </li>
          </ul>
        </Card>
      </div>
    </>
  );
}
