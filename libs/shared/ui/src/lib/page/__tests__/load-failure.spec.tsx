import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { LoadFailure, type LoadFailureProps } from '../load-failure';

const renderFailure = (props: Partial<LoadFailureProps> = {}) => {
  const onRetry = vi.fn();
  render(
    <MemoryRouter>
      <LoadFailure
        notFound={false}
        title="Vacancy"
        notFoundTitle="Vacancy not found"
        notFoundText="There is no such vacancy."
        failedText="Could not load the vacancy."
        onRetry={onRetry}
        backTo="/vacancies"
        backLabel="Back to vacancies"
        {...props}
      />
    </MemoryRouter>,
  );
  return { onRetry };
};

describe('LoadFailure', () => {
  it('a failed load: says so, retries on "Try again", links back to the list', async () => {
    const { onRetry } = renderFailure();

    expect(screen.getByRole('heading', { name: 'Vacancy' })).toBeInTheDocument();
    expect(screen.getByText('Could not load the vacancy.')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledOnce();
    expect(screen.getByRole('link', { name: 'Back to vacancies' })).toHaveAttribute('href', '/vacancies');
  });

  it('not found: its own title and text, no retry', () => {
    renderFailure({ notFound: true });

    expect(screen.getByRole('heading', { name: 'Vacancy not found' })).toBeInTheDocument();
    expect(screen.getByText('There is no such vacancy.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to vacancies' })).toBeInTheDocument();
  });
});
