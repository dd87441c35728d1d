import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SettingsMenu } from '../settings-menu';

describe('SettingsMenu', () => {
  it('opens the menu with the Russian option when the settings button is pressed', async () => {
    const user = userEvent.setup();
    render(<SettingsMenu />);
    const button = screen.getByRole('button', { name: 'Settings' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();

    await user.click(button);

    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('menu')).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'Русский' })).toHaveFocus();
  });

  it('closes and returns focus to the button when Escape is pressed', async () => {
    const user = userEvent.setup();
    render(<SettingsMenu />);
    const button = screen.getByRole('button', { name: 'Settings' });
    await user.click(button);

    await user.keyboard('{Escape}');

    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
  });

  it('closes when the user clicks outside it', async () => {
    const user = userEvent.setup();
    render(
      <div>
        <SettingsMenu />
        <p>Elsewhere</p>
      </div>,
    );
    await user.click(screen.getByRole('button', { name: 'Settings' }));

    await user.click(screen.getByText('Elsewhere'));

    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('calls onSelectLocale with ru and closes when the option is chosen', async () => {
    const user = userEvent.setup();
    const handleSelectLocale = vi.fn();
    render(<SettingsMenu onSelectLocale={handleSelectLocale} />);
    await user.click(screen.getByRole('button', { name: 'Settings' }));

    await user.click(screen.getByRole('menuitem', { name: 'Русский' }));

    expect(handleSelectLocale).toHaveBeenCalledWith('ru');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('is operable from the keyboard alone when opened with ArrowDown and chosen with Enter', async () => {
    const user = userEvent.setup();
    const handleSelectLocale = vi.fn();
    render(<SettingsMenu onSelectLocale={handleSelectLocale} />);

    await user.tab();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Русский' })).toHaveFocus();
    await user.keyboard('{Enter}');

    expect(handleSelectLocale).toHaveBeenCalledWith('ru');
    expect(screen.getByRole('button', { name: 'Settings' })).toHaveFocus();
  });
});
