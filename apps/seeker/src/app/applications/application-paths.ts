import { APPLY_PARAM, withApplyParam } from './apply-params';

export const APPLICATIONS_PATH = '/applications';

export const applicationPath = (id: number): string => `${APPLICATIONS_PATH}/${id}`;

/** The query parameter of `/profile` naming the page to come back to with the apply dialog open. */
export const APPLY_RETURN_PARAM = 'next';

/**
 * `/profile` for completing the résumé before applying to `vacancyId`: it names what is missing,
 * and once the résumé is saved it goes back to `returnTo` with the dialog open again.
 */
export const profilePathForApply = (vacancyId: number, returnTo: string): string =>
  `/profile?${new URLSearchParams({
    [APPLY_PARAM]: String(vacancyId),
    [APPLY_RETURN_PARAM]: withApplyParam(returnTo, vacancyId),
  })}`;
