import { readAuthToken } from '@jobs/api-client';
import { notFoundLoader } from '@jobs/ui';
import { redirect, type LoaderFunctionArgs } from 'react-router';
import { parseChatId } from './chat/chat-filters';

export const LOGIN_PATH = '/edit-vacancies-list/login';
export const HOME_PATH = '/edit-vacancies-list';

/**
 * The editor's pages (spec §4: the list, `/similar`, `/recommended`, `/no-experience`; product.md:
 * `/new`, `/:id` and the `/admin/chat` inbox): without `edit_vacancy_auth_token` go to the login page.
 */
export function requireEditor(): Response | null {
  return readAuthToken('editor') ? null : redirect(LOGIN_PATH);
}

/** `/admin/chat/:id`: the editor token, and an id that can name a chat (else Page Not Found). */
export function requireEditorChat(args: LoaderFunctionArgs): Response | null {
  const toLogin = requireEditor();
  if (toLogin) return toLogin;
  return parseChatId(args.params.id) === null ? notFoundLoader(args) : null;
}

/** `/edit-vacancies-list/login` (spec §4): an editor who holds the token goes to the list. */
export function redirectSignedInEditor(): Response | null {
  return readAuthToken('editor') ? redirect(HOME_PATH) : null;
}

/** `/`: the editor's app starts at the vacancy list. */
export function redirectToEditorHome(): Response {
  return redirect(HOME_PATH);
}
