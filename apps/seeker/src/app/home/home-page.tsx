import { COLLECTION_SLUGS, type CollectionSlug } from '@jobs/contracts';
import { Card, Loader, PageMeta, VacancyList } from '@jobs/ui';
import { useApiClient } from '@jobs/web-platform';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router-dom';
import { CategoryGrid } from '../search/category-grid';
import { SearchBox } from '../search/search-box';
import { searchHref, toSearchInput } from '../search/search-params';
import { categoriesQuery, collectionQuery, searchQuery, vacancyHref } from '../search/search-queries';
import { useIsSignedIn } from '../session/use-is-signed-in';
import styles from './home-page.module.css';

const HOME_CATEGORIES = 8;
const FRESH_VACANCIES = 6;

export const COLLECTION_TITLE: Record<CollectionSlug, string> = {
  recommended: 'Editors recommend',
  'no-experience': 'No experience needed',
  similar: 'Popular right now',
};

/** One editors' collection; nothing at all while it is empty or unavailable. */
function CollectionSection({ slug }: { slug: CollectionSlug }) {
  const { data } = useQuery(collectionQuery(useApiClient(), slug));
  if (!data || data.items.length === 0) return null;
  const titleId = `collection-${slug}`;
  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.sectionTitle}>
        {COLLECTION_TITLE[slug]}
      </h2>
      <VacancyList items={data.items} hrefFor={vacancyHref} label={COLLECTION_TITLE[slug]} editorsPick />
    </section>
  );
}

/** `/`: search, the largest categories, the newest vacancies and the editors' collections. */
export function HomePage() {
  const apiClient = useApiClient();
  const navigate = useNavigate();
  const signedIn = useIsSignedIn();
  const categories = useQuery(categoriesQuery(apiClient));
  const fresh = useQuery(searchQuery(apiClient, { ...toSearchInput({ sort: 'date' }), per_page: FRESH_VACANCIES }));
  const topCategories = categories.data
    ? [...categories.data.items].sort((a, b) => b.count - a.count).slice(0, HOME_CATEGORIES)
    : [];

  return (
    <>
      <PageMeta
        title="Find your next job"
        documentTitle="Jobs · Find your next job"
        description="Vacancies in Russia and abroad, in Russian and English: search by title, skill or company and write to employers directly."
        path="/"
      />
      <section className={styles.hero} aria-labelledby="home-title">
        <h1 id="home-title" className={styles.title}>
          Find a job that fits you
        </h1>
        <p className={styles.lead}>Search vacancies by title, skill or company, and talk to employers directly.</p>
        <SearchBox onSearch={(q) => navigate(searchHref(q ? { q } : {}))} />
      </section>

      <section className={styles.section} aria-labelledby="home-categories">
        <div className={styles.sectionHeader}>
          <h2 id="home-categories" className={styles.sectionTitle}>
            Categories
          </h2>
          <Link to="/categories">All categories</Link>
        </div>
        {categories.data ? (
          <CategoryGrid categories={topCategories} label="Popular categories" />
        ) : categories.isError ? (
          <p role="alert">Could not load the categories.</p>
        ) : (
          <Loader label="Loading categories…" />
        )}
      </section>

      <section className={styles.section} aria-labelledby="home-fresh">
        <div className={styles.sectionHeader}>
          <h2 id="home-fresh" className={styles.sectionTitle}>
            Fresh vacancies
          </h2>
          <Link to={searchHref({ sort: 'date' })}>All vacancies</Link>
        </div>
        {fresh.data ? (
          <VacancyList items={fresh.data.items} hrefFor={vacancyHref} label="Fresh vacancies" />
        ) : fresh.isError ? (
          <p role="alert">Could not load the vacancies.</p>
        ) : (
          <Loader label="Loading vacancies…" />
        )}
      </section>

      {COLLECTION_SLUGS.map((slug) => (
        <CollectionSection key={slug} slug={slug} />
      ))}

      <Card aria-labelledby="welcome-title">
        <h2 id="welcome-title" className={styles.cardTitle}>
          {signedIn ? 'Your next steps' : 'Welcome'}
        </h2>
        {signedIn ? (
          <p>
            Keep your <Link to="/profile">profile</Link> up to date: <Link to="/recommendations">recommendations</Link>{' '}
            and employers rely on it.
          </p>
        ) : (
          <p>
            <Link to="/login?mode=sign-up">Create an account</Link> or <Link to="/login">sign in</Link> to get personal
            recommendations and chat with companies.
          </p>
        )}
      </Card>
    </>
  );
}
