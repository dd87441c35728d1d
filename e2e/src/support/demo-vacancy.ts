import type { APIRequestContext } from '@playwright/test';
import { API_URL } from './urls';

type PublicVacancy = { id: number; title: string; company: { id: number; name: string } };

/** A published vacancy of the named company, found through the public API (ids come from the seeded demo set). */
export const findCompanyVacancy = async (request: APIRequestContext, companyName: string): Promise<PublicVacancy> => {
  const BATCH = 40;
  for (let first = 1; first < 5_000; first += BATCH) {
    const answers = await Promise.all(
      Array.from({ length: BATCH }, (_, i) => request.get(`${API_URL}/vacancies/${first + i}`)),
    );
    const bodies = await Promise.all(answers.filter((a) => a.ok()).map((a) => a.json() as Promise<PublicVacancy>));
    const match = bodies.find((vacancy) => vacancy.company.name === companyName);
    if (match) return match;
    if (answers.every((a) => a.status() === 404)) break;
  }
  throw new Error(`No published vacancy of "${companyName}" in the demo data`);
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
