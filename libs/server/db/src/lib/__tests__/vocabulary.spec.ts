import {
  APPLICATION_STATUSES,
  CHAT_KINDS,
  COLLECTION_SLUGS,
  CURRENCIES,
  EMPLOYMENT_TYPES,
  EXPERIENCE_LEVELS,
  LOCALES,
  MESSAGE_AUTHOR_KINDS,
  ROLES,
  SAVED_SEARCH_ALERTS,
  SCHEDULES,
  VACANCY_STATUSES,
} from '@jobs/contracts';
import {
  applications,
  auditLog,
  chats,
  collectionItems,
  messages,
  savedSearches,
  seekerProfiles,
  users,
  vacancies,
} from '../schema';

// The tables' vocabularies are the contracts' lists themselves: a value added on the wire is a
// value the column takes, with nothing to keep in step.
describe('the columns’ vocabularies', () => {
  it.each([
    ['users.role', users.role.enumValues, ROLES],
    ['users.locale', users.locale.enumValues, LOCALES],
    ['vacancies.status', vacancies.status.enumValues, VACANCY_STATUSES],
    ['vacancies.experience', vacancies.experience.enumValues, EXPERIENCE_LEVELS],
    ['vacancies.employment', vacancies.employment.enumValues, EMPLOYMENT_TYPES],
    ['vacancies.schedule', vacancies.schedule.enumValues, SCHEDULES],
    ['vacancies.currency', vacancies.currency.enumValues, CURRENCIES],
    ['seeker_profiles.currency', seekerProfiles.currency.enumValues, CURRENCIES],
    ['chats.kind', chats.kind.enumValues, CHAT_KINDS],
    ['messages.author_kind', messages.authorKind.enumValues, MESSAGE_AUTHOR_KINDS],
    ['collection_items.slug', collectionItems.slug.enumValues, COLLECTION_SLUGS],
    ['applications.status', applications.status.enumValues, APPLICATION_STATUSES],
    ['saved_searches.alert', savedSearches.alert.enumValues, SAVED_SEARCH_ALERTS],
    ['audit_log.actor_role', auditLog.actorRole.enumValues, ROLES],
  ])('%s takes exactly the contracts’ values', (_column, values, contract) => {
    expect(values).toEqual([...contract]);
  });
});
