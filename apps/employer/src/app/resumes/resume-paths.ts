import { resumeSearchQuerySchema, type ResumeSearchQuery } from '@jobs/contracts';

/** The résumé database (employer app). */
export const RESUMES_PATH = '/employer/resumes';

export const resumePath = (seekerId: number): string => `${RESUMES_PATH}/${seekerId}`;

/** The filters a search keeps in the URL, in this order. */
export const RESUME_FILTER_KEYS = [
  'q',
  'city',
  'salary_to',
  'experience',
  'schedule',
  'skills',
  'language',
  'job_search_status',
  'updated_within_days',
  'sort',
  'page',
] as const;

/** The search in the URL as the API takes it (a bad value is dropped, never an error page). */
export const readResumeSearch = (params: URLSearchParams): ResumeSearchQuery => {
  const raw: Record<string, string> = {};
  for (const key of RESUME_FILTER_KEYS) {
    const value = params.get(key);
    if (value !== null && value.trim() !== '') raw[key] = value;
  }
  const parsed = resumeSearchQuerySchema.safeParse(raw);
  if (parsed.success) return parsed.data;
  // Drop what does not parse, keep the rest.
  const kept: Record<string, string> = {};
  for (const [key, value] of Object.entries(raw)) {
    if (resumeSearchQuerySchema.safeParse({ ...kept, [key]: value }).success) kept[key] = value;
  }
  return resumeSearchQuerySchema.parse(kept);
};

/** The URL of a search (defaults left out). */
export const resumeSearchHref = (
  query: Partial<Record<(typeof RESUME_FILTER_KEYS)[number], string | number | undefined>>,
) => {
  const params = new URLSearchParams();
  for (const key of RESUME_FILTER_KEYS) {
    const value = query[key];
    if (
      value === undefined ||
      value === '' ||
      (key === 'page' && value === 1) ||
      (key === 'sort' && value === 'relevance')
    )
      continue;
    params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `${RESUMES_PATH}?${text}` : RESUMES_PATH;
};

/** A seeker id from the route: a positive integer, else null. */
export const parseSeekerId = (value: string | undefined): number | null => {
  if (!value || !/^\d{1,15}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 ? id : null;
};
