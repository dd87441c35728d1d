import { notFoundLoader } from '@jobs/ui';
import type { LoaderFunctionArgs } from 'react-router';
import { requireEditor } from '../guards';
import { parseVacancyId } from './vacancy-queries';

/** `/edit-vacancies-list/:id`: the editor token (spec §4), and an id that can name a vacancy (else Page Not Found). */
export function requireEditorVacancy(args: LoaderFunctionArgs): Response | null {
  const toLogin = requireEditor();
  if (toLogin) return toLogin;
  return parseVacancyId(args.params.id) === null ? notFoundLoader(args) : null;
}
