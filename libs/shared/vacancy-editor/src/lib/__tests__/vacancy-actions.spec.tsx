import { ApiError } from '@jobs/api-client';
import { msg } from '@lingui/core/macro';
import { act, render, renderHook, screen } from '@testing-library/react';
import { useVacancyActions, VacancyActionOutcome } from '../vacancy-actions';
import { managedVacancy } from '../../testing';

const setup = (loadCurrent = vi.fn().mockResolvedValue(managedVacancy({ version: 9 }))) => {
  const store = vi.fn();
  const { result } = renderHook(() => useVacancyActions<'archive' | 'reject'>({ loadCurrent, store }));
  return { result, store, loadCurrent };
};

describe('useVacancyActions', () => {
  it('keeps the vacancy the action answers with and says it is done', async () => {
    const { result, store } = setup();
    const archived = managedVacancy({ status: 'archived' });
    let outcome: string | undefined;
    await act(async () => {
      outcome = await result.current.run('archive', { work: async () => archived, notice: msg`Archived.` });
    });
    expect(outcome).toBe('done');
    expect(store).toHaveBeenCalledWith(archived);
    expect(result.current.notice?.message).toBe('Archived.');
    expect(result.current.busy).toBeNull();
    expect(result.current.error).toBe('');
  });

  it('after a stale write keeps the vacancy as it is now and asks to check it', async () => {
    const { result, store, loadCurrent } = setup();
    let outcome: string | undefined;
    await act(async () => {
      outcome = await result.current.run('archive', {
        work: () => Promise.reject(new ApiError(409, 'CONFLICT', 'Stale')),
      });
    });
    expect(outcome).toBe('stale');
    expect(loadCurrent).toHaveBeenCalledTimes(1);
    expect(store).toHaveBeenCalledWith(expect.objectContaining({ version: 9 }));
    expect(result.current.error).toMatch(/^This vacancy was changed by someone else/);
  });

  it('gives a field error to the action that takes it, and says the rest', async () => {
    const { result } = setup();
    const invalid = new ApiError(400, 'VALIDATION_FAILED', 'Invalid', {
      details: [
        { field: 'body.reason', code: 'too_small', message: 'Short', params: { origin: 'string', minimum: 5 } },
      ],
    });
    const taken: string[] = [];
    await act(async () => {
      await result.current.run('reject', {
        work: () => Promise.reject(invalid),
        onFieldErrors: ({ fields }) => {
          if (fields['reason']) taken.push(fields['reason']);
          return Boolean(fields['reason']);
        },
      });
    });
    expect(taken).toEqual(['At least 5 characters']);
    expect(result.current.error).toBe('');

    await act(async () => {
      await result.current.run('archive', { work: () => Promise.reject(invalid) });
    });
    expect(result.current.error).toBe('At least 5 characters');
  });
});

describe('VacancyActionOutcome', () => {
  it('announces the notice and shows the failure as an alert', () => {
    render(<VacancyActionOutcome notice={msg`Archived.`} error="The action failed." />);
    expect(screen.getByRole('status')).toHaveTextContent('Archived.');
    expect(screen.getByRole('alert')).toHaveTextContent('The action failed.');
  });
});
