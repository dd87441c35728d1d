import { clearAuthCookies, jsonResponse, setAuthCookie } from '@jobs/testing';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SignedInAs } from '../signed-in-as';
import { renderWithApi } from './render-with-api';

const ME = {
  id: 7,
  email: 'editor@example.com',
  name: 'Вера',
  role: 'editor',
  locale: 'ru',
  company_id: null,
  email_verified: true,
};

describe('meQuery (the signed-in user, as the headers ask for it)', () => {
  afterEach(() => clearAuthCookies());

  it('is not asked for a visitor: a refused call would end a session nobody had and go to the login page', async () => {
    const fetch = vi.fn(async () => new Response(null, { status: 401 }));
    renderWithApi(<SignedInAs profilePath="/account" />, { audience: 'editor', fetch });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fetch).not.toHaveBeenCalled();
  });

  it('is asked while the app holds the token', async () => {
    setAuthCookie('editor');
    const fetch = vi.fn(async () => jsonResponse(200, ME));
    renderWithApi(<SignedInAs profilePath="/account" />, { audience: 'editor', fetch });
    expect(await screen.findByText('Вера')).toBeTruthy();
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
