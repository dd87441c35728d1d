import { readAuthToken } from '@jobs/api-client';
import { notFoundLoader } from '@jobs/ui';
import { redirect, type LoaderFunctionArgs } from 'react-router';
import { parseCandidateId } from './candidates/candidate-paths';
import { parseChatId } from './chats/chat-paths';
import { parseVacancyId } from './vacancies/vacancy-queries';

export const LOGIN_PATH = '/employer/login';
export const HOME_PATH = '/employer';
/** The employer app's accessibility statement (public), linked from the settings menu. */
export const ACCESSIBILITY_PATH = '/employer/accessibility';

/** Every employer page but login and register: without `employer_auth_token` go to the login page. */
export function requireEmployer(): Response | null {
  return readAuthToken('employer') ? null : redirect(LOGIN_PATH);
}

/** `/employer/chats/:id`: the employer token, and an id that can name a chat (else Page Not Found). */
export function requireEmployerChat(args: LoaderFunctionArgs): Response | null {
  const toLogin = requireEmployer();
  if (toLogin) return toLogin;
  return parseChatId(args.params.id) === null ? notFoundLoader(args) : null;
}

/** `/employer/vacancies/:id`: the employer token, and an id that can name a vacancy (else Page Not Found). */
export function requireEmployerVacancy(args: LoaderFunctionArgs): Response | null {
  const toLogin = requireEmployer();
  if (toLogin) return toLogin;
  return parseVacancyId(args.params.id) === null ? notFoundLoader(args) : null;
}

/** `/employer/candidates/:id`: the employer token, and an id that can name an application (else Page Not Found). */
export function requireEmployerCandidate(args: LoaderFunctionArgs): Response | null {
  const toLogin = requireEmployer();
  if (toLogin) return toLogin;
  return parseCandidateId(args.params.id) === null ? notFoundLoader(args) : null;
}

/** `/employer/login` and `/employer/register`: an employer who holds the token goes to the dashboard. */
export function redirectSignedInEmployer(): Response | null {
  return readAuthToken('employer') ? redirect(HOME_PATH) : null;
}

/** `/`: the employer app lives under `/employer`. */
export function redirectToEmployerHome(): Response {
  return redirect(HOME_PATH);
}
