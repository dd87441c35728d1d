import { afterEach, describe, expect, it } from 'vitest';

/** The access-token cookie of each audience (as `AUTH_COOKIES` of @jobs/contracts names them). */
export const AUTH_TOKEN_COOKIES = {
  seeker: 'auth_token',
  employer: 'employer_auth_token',
  editor: 'edit_vacancy_auth_token',
} as const;

export type GuardAudience = keyof typeof AUTH_TOKEN_COOKIES;

/** Signs the audience in, as far as the browser's guards can tell (its access-token cookie). */
export const setAuthCookie = (audience: GuardAudience, token = `${audience}-token`) => {
  document.cookie = `${AUTH_TOKEN_COOKIES[audience]}=${token}; path=/`;
};

/** Forgets every audience's access-token cookie. */
export const clearAuthCookies = () => {
  for (const name of Object.values(AUTH_TOKEN_COOKIES)) {
    document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
};

/** A loader's answer is a 302 to `location`. */
export const expectRedirect = (result: Response | null, location: string) => {
  expect(result).toBeInstanceOf(Response);
  expect(result?.status).toBe(302);
  expect(result?.headers.get('Location')).toBe(location);
};

type Guard = () => Response | null;

export type AuthGuardsSpec = {
  audience: GuardAudience;
  /** The app's sign-in page, where the signed-in pages send a visitor without the token. */
  loginPath: string;
  /** The app's home page, where the sign-in page sends an audience already signed in. */
  homePath: string;
  /** The loader of the pages for the signed-in audience. */
  requireSignedIn: Guard;
  /** The loader of the sign-in (and sign-up) page. */
  redirectSignedIn: Guard;
  /** The loader of the app's root, when the app lives under a prefix (`/` → its home). */
  redirectToHome?: Guard;
};

/**
 * The route guards every app has, one `describe` of the same cases for each audience: its own
 * token lets it in, no token or only another audience's sends it to the sign-in page, a signed-in
 * audience skips the sign-in page, and the app's root goes home.
 */
export function describeAuthGuards(spec: AuthGuardsSpec) {
  const { audience, loginPath, homePath, requireSignedIn, redirectSignedIn, redirectToHome } = spec;
  const cookie = AUTH_TOKEN_COOKIES[audience];
  const others = (Object.keys(AUTH_TOKEN_COOKIES) as GuardAudience[]).filter((other) => other !== audience);

  describe(`${audience} guards`, () => {
    afterEach(clearAuthCookies);

    it(`redirects the ${audience} pages to ${loginPath} when there is no ${cookie}`, () => {
      expectRedirect(requireSignedIn(), loginPath);
    });

    it(`lets the ${audience} pages through when ${cookie} is set`, () => {
      setAuthCookie(audience);
      expect(requireSignedIn()).toBeNull();
    });

    it(`redirects the ${audience} pages to ${loginPath} when only the ${others.join(' and ')} tokens are set`, () => {
      for (const other of others) setAuthCookie(other);
      expectRedirect(requireSignedIn(), loginPath);
    });

    it(`redirects ${loginPath} to ${homePath} when ${cookie} is set`, () => {
      setAuthCookie(audience);
      expectRedirect(redirectSignedIn(), homePath);
    });

    it(`shows ${loginPath} when there is no ${cookie}`, () => {
      expect(redirectSignedIn()).toBeNull();
    });

    if (redirectToHome) {
      it(`redirects / to ${homePath} when the app root is opened`, () => {
        expectRedirect(redirectToHome(), homePath);
      });
    }
  });
}
