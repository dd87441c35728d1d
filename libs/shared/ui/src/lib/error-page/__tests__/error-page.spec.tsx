import { render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { ErrorPage } from '../error-page';
import { notFoundRoute } from '../not-found-route';

const renderAt = (path: string) => {
  const router = createMemoryRouter(
    [
      {
        path: '/',
        errorElement: <ErrorPage />,
        hydrateFallbackElement: <p>Loading</p>,
        children: [
          { index: true, element: <p>Home</p> },
          {
            path: 'broken',
            loader: () => {
              throw new Error('Database exploded');
            },
            element: <p>Never</p>,
          },
          notFoundRoute,
        ],
      },
    ],
    { initialEntries: [path] },
  );
  return render(<RouterProvider router={router} />);
};

describe('ErrorPage', () => {
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('shows Page Not Found and logs the path when no route matches', async () => {
    renderAt('/no/such/page');

    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
    expect(screen.queryByText('Internal Server Error')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
    await waitFor(() => expect(console.error).toHaveBeenCalledWith('Page Not Found: /no/such/page'));
  });

  it('shows Internal Server Error when a route throws anything else', async () => {
    renderAt('/broken');

    expect(await screen.findByRole('heading', { name: 'Internal Server Error' })).toBeInTheDocument();
    expect(screen.queryByText('Page Not Found')).not.toBeInTheDocument();
  });

  it('marks the error page noindex when it is shown', async () => {
    renderAt('/missing');

    await screen.findByRole('heading', { name: 'Page Not Found' });
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
  });
});
