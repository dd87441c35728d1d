import { redirectSignedInEmployer, redirectToEmployerHome, requireEmployer } from '../guards';

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

describe('employer guards', () => {
  afterEach(clearCookies);

  it('redirects /employer and /employer/profile to /employer/login when there is no employer_auth_token', () => {
    expectRedirect(requireEmployer(), '/employer/login');
  });

  it('lets employer pages through when employer_auth_token is set', () => {
    setCookie('employer_auth_token', 'employer-token');
    expect(requireEmployer()).toBeNull();
  });

  it('redirects employer pages to /employer/login when only a seeker or editor token is set', () => {
    setCookie('auth_token', 'seeker-token');
    setCookie('edit_vacancy_auth_token', 'editor-token');
    expectRedirect(requireEmployer(), '/employer/login');
  });

  it('redirects /employer/login and /employer/register to /employer when employer_auth_token is set', () => {
    setCookie('employer_auth_token', 'employer-token');
    expectRedirect(redirectSignedInEmployer(), '/employer');
  });

  it('shows /employer/login and /employer/register when there is no employer_auth_token', () => {
    expect(redirectSignedInEmployer()).toBeNull();
  });

  it('redirects / to /employer when the app root is opened', () => {
    expectRedirect(redirectToEmployerHome(), '/employer');
  });
});
