import { COLLECTION_SLUGS, type CollectionSlug } from '@jobs/contracts';
import { Card, Loader, PageMeta, VacancyList } from '@jobs/ui';
import { useApiClient } from '@jobs/web-platform';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useDeferredValue } from 'react';
import { Link, useNavigate } from 'react-router';
import { useMetaPath } from '../i18n/ui-locale';
import { CategoryGrid } from '../search/category-grid';
import { SearchBox } from '../search/search-box';
import { searchHref, toSearchInput } from '../search/search-params';
import { categoriesQuery, collectionQuery, searchQuery, vacancyHref } from '../search/search-queries';
import { useIsSignedIn } from '../session/use-is-signed-in';
import styles from './home-page.module.css';

const HOME_CATEGORIES = 8;
const FRESH_VACANCIES = 6;

export const COLLECTION_TITLE: Record<CollectionSlug, MessageDescriptor> = {
  recommended: msg`Editors recommend`,
  'no-experience': msg`No experience needed`,
  similar: msg`Popular right now`,
};

/** One editors' collection; nothing at all while it is empty or unavailable. */
function CollectionSection({ slug }: { slug: CollectionSlug }) {
  // Rendered in the background once the answer is in (see HomePage).
  const data = useDeferredValue(useQuery(collectionQuery(useApiClient(), slug)).data);
  const { i18n } = useLingui();
  if (!data || data.items.length === 0) return null;
  const titleId = `collection-${slug}`;
  const title = i18n._(COLLECTION_TITLE[slug]);
  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.sectionTitle}>
        {title}
      </h2>
      {/* "Editors' choice" only on the cards an editor chose, not on every card of a collection. */}
      <VacancyList
        items={data.items}
        hrefFor={vacancyHref}
        label={title}
        editorsPick={(vacancy) => vacancy.editors_pick}
      />
    </section>
  );
}

/** `/`: search, the largest categories, the newest vacancies and the editors' collections. */
export function HomePage() {
  const apiClient = useApiClient();
  const navigate = useNavigate();
  const signedIn = useIsSignedIn();
  const { t } = useLingui();
  const metaPath = useMetaPath('/');
  const categories = useQuery(categoriesQuery(apiClient));
  const fresh = useQuery(searchQuery(apiClient, { ...toSearchInput({ sort: 'date' }), per_page: FRESH_VACANCIES }));
  // Each answer renders in the background, in slices that yield to the browser, not in one task
  // as it arrives (the loaders stay until then).
  const categoryList = useDeferredValue(categories.data);
  const freshList = useDeferredValue(fresh.data);
  const topCategories = categoryList
    ? [...categoryList.items].sort((a, b) => b.count - a.count).slice(0, HOME_CATEGORIES)
    : [];

  return (
    <>
      <PageMeta
        title={t`Find your next job`}
        documentTitle={t`Jobs · Find your next job`}
        description={t`Vacancies in Russia and abroad, in Russian and English: search by title, skill or company and write to employers directly.`}
        path={metaPath}
      />
      <section className={styles.hero} aria-labelledby="home-title">
        <h1 id="home-title" className={styles.title}>
          <Trans>Find a job that fits you</Trans>
        </h1>
        <p className={styles.lead}>
          <Trans>Search vacancies by title, skill or company, and talk to employers directly.</Trans>
        </p>
        <SearchBox onSearch={(q) => navigate(searchHref(q ? { q } : {}))} />
      </section>

      <section className={styles.section} aria-labelledby="home-categories">
        <div className={styles.sectionHeader}>
          <h2 id="home-categories" className={styles.sectionTitle}>
            <Trans>Categories</Trans>
          </h2>
          <Link to="/categories">
            <Trans>All categories</Trans>
          </Link>
        </div>
        {categoryList ? (
          <CategoryGrid categories={topCategories} label={t`Popular categories`} />
        ) : categories.isError ? (
          <p role="alert">
            <Trans>Could not load the categories.</Trans>
          </p>
        ) : (
          <Loader label={t`Loading categories…`} />
        )}
      </section>

      <section className={styles.section} aria-labelledby="home-fresh">
        <div className={styles.sectionHeader}>
          <h2 id="home-fresh" className={styles.sectionTitle}>
            <Trans>Fresh vacancies</Trans>
          </h2>
          <Link to={searchHref({ sort: 'date' })}>
            <Trans>All vacancies</Trans>
          </Link>
        </div>
        {freshList ? (
          <VacancyList items={freshList.items} hrefFor={vacancyHref} label={t`Fresh vacancies`} />
        ) : fresh.isError ? (
          <p role="alert">
            <Trans>Could not load the vacancies.</Trans>
          </p>
        ) : (
          <Loader label={t`Loading vacancies…`} />
        )}
      </section>

      {COLLECTION_SLUGS.map((slug) => (
        <CollectionSection key={slug} slug={slug} />
      ))}

      <Card aria-labelledby="welcome-title">
        <h2 id="welcome-title" className={styles.cardTitle}>
          {signedIn ? <Trans>Your next steps</Trans> : <Trans>Welcome</Trans>}
        </h2>
        {signedIn ? (
          <p>
            <Trans>
              Keep your <Link to="/profile">profile</Link> up to date:{' '}
              <Link to="/recommendations">recommendations</Link> and employers rely on it.
            </Trans>
          </p>
        ) : (
          <p>
            <Trans>
              <Link to="/login?mode=sign-up">Create an account</Link> or <Link to="/login">sign in</Link> to get
              personal recommendations and chat with companies.
            </Trans>
          </p>
        )}
      </Card>
    </>
  );
}
