import type { CompanyVerification } from './trust';
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
> & {
  company: { name: string; verified?: CompanyVerification | null | undefined };
  category: { name_en: string } | null;
};

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

/** The platform's name where JSON-LD names it (the credential's issuer). */
const PLATFORM_NAME = 'Jobs';

/**
 * A company's verification (issue 27) in schema.org terms, for an Organization's `hasCredential`:
 * schema.org has no "verified" property, but an Organization may hold a credential
 * (`hasCredential`, "a credential awarded to the Person or Organization"), and an
 * EducationalOccupationalCredential is "a … certification, qualification, badge, etc., that may be
 * awarded to a person or other entity that meets the requirements defined by the credentialer":
 * here the platform's badge, recognised by the platform, with what it means and since when. Search
 * engines' job listings read no such property today; the badge is for any reader of the data.
 */
export const verifiedEmployerCredential = (
  verified: CompanyVerification | null | undefined,
  origin: string,
): Record<string, unknown> | undefined =>
  verified
    ? {
        '@type': 'EducationalOccupationalCredential',
        name: 'Verified employer',
        credentialCategory: 'badge',
        description:
          verified.method === 'email_domain'
            ? "The company's representative confirmed an e-mail address at the domain of the company's website."
            : 'The editors of the site checked that the company is real.',
        dateCreated: verified.at,
        recognizedBy: { '@type': 'Organization', name: PLATFORM_NAME, url: origin.replace(/\/+$/, '') },
      }
    : undefined;

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
    hiringOrganization: {
      '@type': 'Organization',
      name: vacancy.company.name,
      ...(logo ? { logo } : {}),
      ...(vacancy.company.verified
        ? { hasCredential: verifiedEmployerCredential(vacancy.company.verified, origin) }
        : {}),
    },
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
