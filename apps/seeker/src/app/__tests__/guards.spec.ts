import { redirectSignedInSeeker, requireSeeker } from '../guards';

const setCookie = (name: string, value: string) => {
  document.cookie = `${name}=${value}; path=/`;
};

const clearCookies = () => {
  for (const name of ['auth_token', 'employer_auth_token', 'edit_vacancy_auth_token']) {
    document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
};

const expectRedirect = (result: Response | null, location: string) => {
  expect(result).toBeInstanceOf(Response);
  expect(result?.status).toBe(302);
  expect(result?.headers.get('Location')).toBe(location);
};

describe('seeker guards', () => {
  afterEach(clearCookies);

  it('redirects /profile to /login when there is no auth_token', () => {
    expectRedirect(requireSeeker(), '/login');
  });

  it('lets /profile through when auth_token is set', () => {
    setCookie('auth_token', 'seeker-token');
    expect(requireSeeker()).toBeNull();
  });

  it('redirects /profile to /login when only another audience holds a token', () => {
    setCookie('employer_auth_token', 'employer-token');
    setCookie('edit_vacancy_auth_token', 'editor-token');
    expectRedirect(requireSeeker(), '/login');
  });

  it('redirects /login to / when auth_token is set', () => {
    setCookie('auth_token', 'seeker-token');
    expectRedirect(redirectSignedInSeeker(), '/');
  });

  it('shows /login when there is no auth_token', () => {
    expect(redirectSignedInSeeker()).toBeNull();
  });
});
