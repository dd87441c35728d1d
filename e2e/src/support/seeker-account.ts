import type { APIRequestContext, BrowserContext } from '@playwright/test';
import { newIdentity } from './accounts';
import { API_URL } from './urls';

export type SeekerAccount = { token: string; email: string; password: string; name: string };

export type SeekerResume = { desired_position?: string; city?: string; skills?: string[]; experience?: string };

/**
 * A fresh seeker, registered through the API, signed in in `context` (the `auth_token` cookie the
 * app reads) and, when `resume` is given, with that résumé saved. Tests about applying start here.
 */
export const newSeeker = async (
  context: BrowserContext,
  request: APIRequestContext,
  resume?: SeekerResume,
  prefix = 'applicant',
): Promise<SeekerAccount> => {
  const identity = newIdentity(prefix);
  const answer = await request.post(`${API_URL}/auth/register`, { data: identity });
  if (!answer.ok()) throw new Error(`seeker sign-up failed: ${answer.status()} ${await answer.text()}`);
  const { token } = (await answer.json()) as { token: string };
  if (resume) await saveResume(request, token, { name: identity.name, ...resume });
  await context.addCookies([{ name: 'auth_token', value: token, domain: 'localhost', path: '/', sameSite: 'Lax' }]);
  return { token, ...identity };
};

export const saveResume = async (
  request: APIRequestContext,
  token: string,
  resume: SeekerResume & { name: string },
): Promise<void> => {
  const answer = await request.put(`${API_URL}/profile`, {
    headers: { authorization: `Bearer ${token}` },
    data: resume,
  });
  if (!answer.ok()) throw new Error(`résumé save failed: ${answer.status()} ${await answer.text()}`);
};

type ApiApplication = { id: number; status: string; cover_letter: string | null; chat_id: number };

/** Applies through the API (a second tab, another device): the page does not know of it yet. */
export const applyThroughApi = async (
  request: APIRequestContext,
  token: string,
  vacancyId: number,
  coverLetter?: string,
): Promise<ApiApplication> => {
  const answer = await request.post(`${API_URL}/vacancies/${vacancyId}/apply`, {
    headers: { authorization: `Bearer ${token}` },
    data: coverLetter ? { cover_letter: coverLetter } : {},
  });
  if (answer.status() !== 201) throw new Error(`apply failed: ${answer.status()} ${await answer.text()}`);
  return (await answer.json()) as ApiApplication;
};

export const seekerApplications = async (request: APIRequestContext, token: string): Promise<ApiApplication[]> => {
  const answer = await request.get(`${API_URL}/applications`, { headers: { authorization: `Bearer ${token}` } });
  if (!answer.ok()) throw new Error(`applications failed: ${answer.status()}`);
  return ((await answer.json()) as { items: ApiApplication[] }).items;
};

/** The company's side, through the API with an employer token: opening marks viewed; a move answers. */
export const employerOpens = async (request: APIRequestContext, employerToken: string, applicationId: number) => {
  const answer = await request.get(`${API_URL}/employer/applications/${applicationId}`, {
    headers: { authorization: `Bearer ${employerToken}` },
  });
  if (!answer.ok()) throw new Error(`employer open failed: ${answer.status()} ${await answer.text()}`);
  return (await answer.json()) as { id: number; version: number; status: string };
};

export const employerMoves = async (
  request: APIRequestContext,
  employerToken: string,
  applicationId: number,
  move: { status: 'invited' | 'offer' | 'hired' | 'rejected'; reason_code?: string; message?: string },
) => {
  const { version } = await employerOpens(request, employerToken, applicationId);
  const answer = await request.post(`${API_URL}/employer/applications/${applicationId}/status`, {
    headers: { authorization: `Bearer ${employerToken}` },
    data: { ...move, version },
  });
  if (!answer.ok()) throw new Error(`employer move failed: ${answer.status()} ${await answer.text()}`);
};

/** An employer's access token (the demo employer's, for Demo Company). */
export const employerToken = async (
  request: APIRequestContext,
  credentials: { email: string; password: string },
): Promise<string> => {
  const answer = await request.post(`${API_URL}/employer/auth/login`, { data: credentials });
  if (!answer.ok()) throw new Error(`employer sign-in failed: ${answer.status()}`);
  return ((await answer.json()) as { token: string }).token;
};
