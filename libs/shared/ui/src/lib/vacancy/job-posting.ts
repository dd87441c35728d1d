import { shareableImageUrl } from '../image/image-url';
import type { EmploymentType, ExperienceLevel, VacancyCardData } from './vacancy-format';

/** What JobPosting needs of a vacancy (the contracts' Vacancy fits). */
export type JobPostingSource = VacancyCardData & {
  company: { name: string; logo: string | null };
  country: string;
  employment: EmploymentType;
  experience: ExperienceLevel;
  description: string;
  requirements: string;
  conditions: string;
  skills: string[];
  category: { name_en: string } | null;
  language: string;
};

const EMPLOYMENT_TYPE: Record<EmploymentType, string> = {
  full: 'FULL_TIME',
  part: 'PART_TIME',
  project: 'CONTRACTOR',
  internship: 'INTERN',
};

const EXPERIENCE_MONTHS: Record<ExperienceLevel, number> = { none: 0, '1-3': 12, '3-6': 36, '6+': 72 };

const escapeParagraphs = (text: string) =>
  text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
    .map((paragraph) =>
      paragraph.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] as string),
    )
    .map((paragraph) => `<p>${paragraph.replace(/\n/g, '<br>')}</p>`)
    .join('');

/**
 * schema.org JobPosting for a vacancy (what search engines read for job listings).
 * `origin` is the site's origin, for the company's and the page's absolute URLs; `imageBase` the
 * image optimiser's base (the API's), which serves the company's uploaded logo.
 */
export const jobPostingJsonLd = (
  vacancy: JobPostingSource,
  origin: string,
  imageBase = origin,
): Record<string, unknown> => {
  const salaryStated = vacancy.salary_from !== null || vacancy.salary_to !== null;
  const remote = vacancy.schedule === 'remote';
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: vacancy.title,
    description: escapeParagraphs(
      [vacancy.description, vacancy.requirements, vacancy.conditions].filter((text) => text.trim()).join('\n\n'),
    ),
    identifier: { '@type': 'PropertyValue', name: vacancy.company.name, value: String(vacancy.id) },
    ...(vacancy.published_at ? { datePosted: vacancy.published_at } : {}),
    employmentType: EMPLOYMENT_TYPE[vacancy.employment],
    hiringOrganization: {
      '@type': 'Organization',
      name: vacancy.company.name,
      ...(vacancy.company.logo ? { logo: shareableImageUrl(vacancy.company.logo, imageBase, origin) } : {}),
    },
    jobLocation: {
      '@type': 'Place',
      address: { '@type': 'PostalAddress', addressLocality: vacancy.city, addressCountry: vacancy.country },
    },
    ...(remote
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
    url: `${origin}/vacancies/${vacancy.id}`,
    inLanguage: vacancy.language,
  };
};
