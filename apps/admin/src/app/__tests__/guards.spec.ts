import { redirectSignedInEditor, redirectToEditorHome, requireEditor } from '../guards';

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

describe('editor guards', () => {
  afterEach(clearCookies);

  it('redirects the editor pages to /edit-vacancies-list/login when there is no edit_vacancy_auth_token', () => {
    expectRedirect(requireEditor(), '/edit-vacancies-list/login');
  });

  it('lets the editor pages through when edit_vacancy_auth_token is set', () => {
    setCookie('edit_vacancy_auth_token', 'editor-token');
    expect(requireEditor()).toBeNull();
  });

  it('redirects the editor pages to the login page when only a seeker or employer token is set', () => {
    setCookie('auth_token', 'seeker-token');
    setCookie('employer_auth_token', 'employer-token');
    expectRedirect(requireEditor(), '/edit-vacancies-list/login');
  });

  it('redirects /edit-vacancies-list/login to /edit-vacancies-list when edit_vacancy_auth_token is set', () => {
    setCookie('edit_vacancy_auth_token', 'editor-token');
    expectRedirect(redirectSignedInEditor(), '/edit-vacancies-list');
  });

  it('shows /edit-vacancies-list/login when there is no edit_vacancy_auth_token', () => {
    expect(redirectSignedInEditor()).toBeNull();
  });

  it('redirects / to /edit-vacancies-list when the app root is opened', () => {
    expectRedirect(redirectToEditorHome(), '/edit-vacancies-list');
  });
});
