import { PageTitle, UpcomingSection } from '@jobs/ui';
import { useLocation } from 'react-router-dom';

const COLLECTIONS: Record<string, { title: string; description: string }> = {
  similar: {
    title: 'Similar vacancies',
    description: 'The vacancies shown to job seekers as similar ones.',
  },
  recommended: {
    title: 'Recommended vacancies',
    description: 'The vacancies the platform recommends to job seekers.',
  },
  'no-experience': {
    title: 'No experience needed',
    description: 'The vacancies collected for job seekers without work experience.',
  },
};

/** `/edit-vacancies-list/similar`, `/recommended` and `/no-experience`: the curated collections. */
export function CollectionPage() {
  const slug = useLocation().pathname.split('/').filter(Boolean).pop() ?? '';
  const collection = COLLECTIONS[slug] ?? { title: 'Collection', description: '' };
  return (
    <>
      <PageTitle title={collection.title} description={collection.description} />
      <UpcomingSection>
        Editors will pick vacancies for this collection here and set their order; job seekers see them in that order.
      </UpcomingSection>
    </>
  );
}
