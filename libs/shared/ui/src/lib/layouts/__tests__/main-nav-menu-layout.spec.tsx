import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import type { NavItem } from '../layout-props';
import { JobHeaderLayout } from '../job-header-layout';
import { MainNavMenuLayout } from '../main-nav-menu-layout';

const renderLayout = (navItems: NavItem[], Layout = MainNavMenuLayout) => {
  const router = createMemoryRouter(
    [{ path: '/', element: <Layout navItems={navItems} />, children: [{ index: true, element: <p>Page</p> }] }],
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
