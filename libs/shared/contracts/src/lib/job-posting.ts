import type { Vacancy } from './vacancy';

/**
 * schema.org JobPosting for a vacancy (what search engines read for job listings), the one
 * builder of both its writers: the API's page heads for readers that run no JavaScript
 * (apps/api seo-head.ts) and the seeker app's vacancy page once it runs.
 */

/** What JobPosting needs of a vacancy (the contracts' Vacancy fits). */
export type JobPostingSource = Pick<
  Vacancy,
  | 'id'
  | 'title'
  | 'description'
  | 'requirements'
  | 'conditions'
  | 'published_at'
  | 'employment'
  | 'experience'
  | 'schedule'
  | 'city'
  | 'country'
  | 'salary_from'
  | 'salary_to'
  | 'currency'
  | 'skills'
  | 'language'
> & { company: { name: string }; category: { name_en: string } | null };

export type JobPostingOptions = {
  /** The site's origin (no trailing slash needed): the page's absolute URL. */
  origin: string;
  /** The company's logo as an absolute URL (each writer resolves uploads its own way), or null. */
  logo: string | null;
};

const EMPLOYMENT_TYPE: Record<Vacancy['employment'], string> = {
  full: 'FULL_TIME',
  part: 'PART_TIME',
  project: 'CONTRACTOR',
  internship: 'INTERN',
};

const EXPERIENCE_MONTHS: Record<Vacancy['experience'], number> = { none: 0, '1-3': 12, '3-6': 36, '6+': 72 };

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Plain text as HTML paragraphs (blank lines part them, single newlines are <br>), escaped. */
const paragraphs = (text: string): string =>
  text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
    .map((paragraph) => paragraph.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c] as string))
    .map((paragraph) => `<p>${paragraph.replace(/\n/g, '<br>')}</p>`)
    .join('');

export const jobPostingJsonLd = (
  vacancy: JobPostingSource,
  { origin, logo }: JobPostingOptions,
): Record<string, unknown> => {
  const salaryStated = vacancy.salary_from !== null || vacancy.salary_to !== null;
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: vacancy.title,
    description: paragraphs(
      [vacancy.description, vacancy.requirements, vacancy.conditions].filter((text) => text.trim()).join('\n\n'),
    ),
    identifier: { '@type': 'PropertyValue', name: vacancy.company.name, value: String(vacancy.id) },
    ...(vacancy.published_at ? { datePosted: vacancy.published_at } : {}),
    employmentType: EMPLOYMENT_TYPE[vacancy.employment],
    hiringOrganization: { '@type': 'Organization', name: vacancy.company.name, ...(logo ? { logo } : {}) },
    jobLocation: {
      '@type': 'Place',
      address: { '@type': 'PostalAddress', addressLocality: vacancy.city, addressCountry: vacancy.country },
    },
    ...(vacancy.schedule === 'remote'
      ? { jobLocationType: 'TELECOMMUTE', applicantLocationRequirements: { '@type': 'Country', name: vacancy.country } }
      : {}),
    ...(salaryStated
      ? {
          baseSalary: {
            '@type': 'MonetaryAmount',
            currency: vacancy.currency,
            value: {
              '@type': 'QuantitativeValue',
              ...(vacancy.salary_from !== null ? { minValue: vacancy.salary_from } : {}),
              ...(vacancy.salary_to !== null ? { maxValue: vacancy.salary_to } : {}),
              unitText: 'MONTH',
            },
          },
        }
      : {}),
    experienceRequirements:
      vacancy.experience === 'none'
        ? 'no requirements'
        : { '@type': 'OccupationalExperienceRequirements', monthsOfExperience: EXPERIENCE_MONTHS[vacancy.experience] },
    ...(vacancy.skills.length > 0 ? { skills: vacancy.skills.join(', ') } : {}),
    ...(vacancy.category ? { industry: vacancy.category.name_en } : {}),
    url: `${origin.replace(/\/+$/, '')}/vacancies/${vacancy.id}`,
    inLanguage: vacancy.language,
  };
};
