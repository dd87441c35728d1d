import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import type { NavItem } from '../layout-props';
import { JobHeaderLayout } from '../job-header-layout';
import { MainNavMenuLayout } from '../main-nav-menu-layout';

const renderLayout = (navItems: NavItem[], Layout = MainNavMenuLayout) => {
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: <Layout navItems={navItems} />,
        children: [
          { index: true, element: <p>Page</p> },
          { path: '*', element: <p>Elsewhere</p> },
        ],
      },
    ],
    { initialEntries: ['/'] },
  );
  return render(<RouterProvider router={router} />);
};

describe('navigation badges', () => {
  it('shows the count after the label and names the link with it', () => {
    renderLayout([
      { to: '/vacancies', label: 'Vacancies' },
      { to: '/chat', label: 'Chats', badge: 3 },
    ]);

    const nav = screen.getByRole('navigation', { name: 'Main' });
    const chats = within(nav).getByRole('link', { name: 'Chats, 3 unread' });
    expect(chats).toHaveAttribute('href', '/chat');
    expect(chats).toHaveTextContent('Chats3');
    expect(within(nav).getByRole('link', { name: 'Vacancies' })).not.toHaveAttribute('aria-label');
  });

  it('uses badgeLabel as the name when given', () => {
    renderLayout([{ to: '/chat', label: 'Chats', badge: 1, badgeLabel: 'Chats, 1 unread message' }], JobHeaderLayout);

    expect(screen.getByRole('link', { name: 'Chats, 1 unread message' })).toBeInTheDocument();
  });

  it('shows no badge for a zero count', () => {
    renderLayout([{ to: '/chat', label: 'Chats', badge: 0, badgeLabel: 'Chats, 0 unread messages' }]);

    const chats = screen.getByRole('link', { name: 'Chats' });
    expect(chats).toHaveTextContent(/^Chats$/);
    expect(chats).not.toHaveAttribute('aria-label');
  });

  it('caps the shown count at 99+ but names the real count', () => {
    renderLayout([{ to: '/chat', label: 'Chats', badge: 150 }]);

    expect(screen.getByRole('link', { name: 'Chats, 150 unread' })).toHaveTextContent('Chats99+');
  });
});

describe('the menu button (narrow screens)', () => {
  const items: NavItem[] = [
    { to: '/vacancies', label: 'Vacancies' },
    { to: '/chat', label: 'Chats', badge: 4 },
  ];

  it('is a disclosure: opens the navigation, focuses its first link, Escape closes and returns focus', async () => {
    const user = userEvent.setup();
    renderLayout(items);
    const button = screen.getByRole('button', { name: 'Menu, 4 unread' });
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveAttribute('aria-controls', nav.id);
    expect(nav).toHaveAttribute('data-open', 'false');

    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(nav).toHaveAttribute('data-open', 'true');
    expect(within(nav).getByRole('link', { name: 'Vacancies' })).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
  });

  it('closes on a click outside and when a link is followed', async () => {
    const user = userEvent.setup();
    renderLayout(items, JobHeaderLayout);
    const button = screen.getByRole('button', { name: 'Menu, 4 unread' });
    await user.click(button);
    await user.click(screen.getByText('Page'));
    expect(button).toHaveAttribute('aria-expanded', 'false');

    await user.click(button);
    await user.click(screen.getByRole('link', { name: 'Vacancies' }));
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('shows the unread total on the button, named without a count when there is none', () => {
    renderLayout([{ to: '/chat', label: 'Chats', badge: 120 }]);
    expect(screen.getByRole('button', { name: 'Menu, 120 unread' })).toHaveTextContent('Menu99+');
    cleanup();
    renderLayout([{ to: '/chat', label: 'Chats' }]);
    expect(screen.getByRole('button', { name: 'Menu' })).toHaveTextContent(/^Menu$/);
  });
});
