import type { APIRequestContext, BrowserContext } from '@playwright/test';
import { API_URL } from './urls';

type Audience = 'seeker' | 'employer' | 'editor';

/** The access cookie each app reads (AUTH_COOKIES in the contracts) and its API sign-in route. */
const SIGN_IN: Record<Audience, { cookie: string; path: string }> = {
  seeker: { cookie: 'auth_token', path: '/auth/login' },
  employer: { cookie: 'employer_auth_token', path: '/employer/auth/login' },
  editor: { cookie: 'edit_vacancy_auth_token', path: '/editor/auth/login' },
};

/**
 * Signs in through the API and puts the access token where the app looks for it, so a test that is
 * about a signed-in page (not about signing in) starts there. Cookies are per host, not per port:
 * the three apps on localhost each read their own cookie name.
 */
export const signInThroughApi = async (
  context: BrowserContext,
  request: APIRequestContext,
  audience: Audience,
  credentials: { email: string; password: string },
): Promise<string> => {
  const { cookie, path } = SIGN_IN[audience];
  const answer = await request.post(`${API_URL}${path}`, { data: credentials });
  if (!answer.ok()) throw new Error(`${audience} sign-in failed: ${answer.status()} ${await answer.text()}`);
  const { token } = (await answer.json()) as { token: string };
  await context.addCookies([{ name: cookie, value: token, domain: 'localhost', path: '/', sameSite: 'Lax' }]);
  return token;
};

/**
 * A visitor who chose a language before (the `locale` cookie the apps write: LOCALE_COOKIE in
 * libs/shared/i18n), so a page in the other language does not offer, and then apply, a translation.
 */
export const chooseLocale = (context: BrowserContext, locale: 'ru' | 'en'): Promise<void> =>
  context.addCookies([{ name: 'locale', value: locale, domain: 'localhost', path: '/', sameSite: 'Lax' }]);
