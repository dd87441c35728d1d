import type { APIRequestContext } from '@playwright/test';
import { API_URL } from './urls';

type PublicVacancy = { id: number; title: string; company: { id: number; name: string } };

/**
 * A published vacancy of the named company, found through the public API as a visitor would: the
 * search's suggestions name the company, its page lists its published vacancies (newest 50), and
 * the oldest of them is a seeded one (tests publish more, and may archive their own). Three
 * requests, where a scan of ids by the batch sent dozens at once (one was refused under load).
 */
export const findCompanyVacancy = async (
  request: APIRequestContext,
  companyName: string,
  apiUrl: string = API_URL,
): Promise<PublicVacancy> => {
  const ok = async <T>(path: string): Promise<T> => {
    const answer = await request.get(`${apiUrl}${path}`);
    if (!answer.ok()) throw new Error(`GET ${path}: ${answer.status()} ${await answer.text()}`);
    return (await answer.json()) as T;
  };
  const { items } = await ok<{ items: { title: string; company_id?: number }[] }>(
    `/vacancies/suggest?q=${encodeURIComponent(companyName)}`,
  );
  const companyId = items.find((item) => item.title === companyName && item.company_id)?.company_id;
  if (!companyId) throw new Error(`No company "${companyName}" in the search's suggestions`);
  const company = await ok<{ vacancies: { id: number }[] }>(`/companies/${companyId}`);
  const oldest = Math.min(...company.vacancies.map((vacancy) => vacancy.id));
  if (!Number.isFinite(oldest)) throw new Error(`"${companyName}" has no published vacancy`);
  return ok<PublicVacancy>(`/vacancies/${oldest}`);
};

/**
 * A published vacancy of the employer whose access token is given (one request: the company's
 * own list), for tests that need any vacancy of that company and not a search of the public ones.
 */
export const publishedVacancyOf = async (request: APIRequestContext, employerToken: string): Promise<PublicVacancy> => {
  const answer = await request.get(`${API_URL}/employer/vacancies?status=published`, {
    headers: { authorization: `Bearer ${employerToken}` },
  });
  if (!answer.ok()) throw new Error(`employer vacancies failed: ${answer.status()} ${await answer.text()}`);
  const [vacancy] = ((await answer.json()) as { items: PublicVacancy[] }).items;
  if (!vacancy) throw new Error('The employer has no published vacancy');
  return vacancy;
};
