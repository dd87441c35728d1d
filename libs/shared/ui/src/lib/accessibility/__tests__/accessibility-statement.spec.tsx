import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { SettingsMenu } from '../../settings-menu/settings-menu';
import { AccessibilityStatement } from '../accessibility-statement';

describe('the accessibility statement (issue 30 item 18)', () => {
  it('states the standard, the tests with their figures, the known gaps and a contact', () => {
    render(<AccessibilityStatement app="seeker" contactEmail="a11y@example.com" />);
    expect(screen.getByRole('heading', { level: 1, name: 'Accessibility' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Our standard' })).toHaveTextContent('WCAG) 2.2 at level AA');
    const tested = screen.getByRole('region', { name: 'What we test, and how' });
    // 23 addresses × 2 languages × 2 widths.
    expect(tested).toHaveTextContent('(23 addresses)');
    expect(tested).toHaveTextContent('92 page checks');
    expect(tested).toHaveTextContent('Keyboard journeys: 6 end-to-end tests');
    expect(screen.getByRole('region', { name: 'Known gaps' })).toHaveTextContent('Chromium only');
    expect(screen.getByRole('link', { name: 'a11y@example.com' })).toHaveAttribute('href', 'mailto:a11y@example.com');
  });

  it('is linked from the settings menu', async () => {
    const router = createMemoryRouter(
      [
        { path: '/', element: <SettingsMenu accessibilityPath="/accessibility" /> },
        { path: '/accessibility', element: <p>Statement</p> },
      ],
      { initialEntries: ['/'] },
    );
    const user = userEvent.setup();
    render(<RouterProvider router={router} />);
    await user.click(screen.getByRole('button', { name: 'Settings' }));
    await user.click(screen.getByRole('menuitem', { name: 'Accessibility' }));
    expect(router.state.location.pathname).toBe('/accessibility');
    expect(screen.getByText('Statement')).toBeInTheDocument();
  });
});
