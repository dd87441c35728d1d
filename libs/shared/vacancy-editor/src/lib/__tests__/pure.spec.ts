import { msg } from '@lingui/core/macro';
import { ApiError } from '@jobs/api-client';
import { activateLocale } from '@jobs/i18n';
import { loadVacancyEditorCatalog } from '../catalog';
import { EMPTY_VACANCY_FORM, pendingDiff, toFormValues, toVacancyInput } from '../form-values';
import { conflictingFields, mergeEdits } from '../merge-edits';
import { qualityItems } from '../quality';
import { conflictCurrent, currentAfterConflict, describeServerError, VACANCY_ERROR_WORDS } from '../server-errors';
import { managedVacancy } from '../../testing';

describe('form values', () => {
  it('turns empty strings into nulls and numbers', () => {
    const input = toVacancyInput({ ...EMPTY_VACANCY_FORM, salary_from: '100 000', salary_to: '', category_id: '4' });
    expect(input).toMatchObject({ salary_from: 100000, salary_to: null, category_id: 4 });
  });

  it('lays a pending edit over the live fields', () => {
    const vacancy = managedVacancy({ status: 'published', pending_changes: { title: 'New title' } });
    expect(toFormValues(vacancy).title).toBe('New title');
    expect(toFormValues(vacancy, { withPending: false }).title).toBe('Frontend developer');
    expect(pendingDiff(vacancy)).toEqual([{ field: 'title', live: 'Frontend developer', pending: 'New title' }]);
  });

  it('shows a known city in the interface language and any other as stored', () => {
    expect(toFormValues(managedVacancy({ city: 'Москва' }), { locale: 'en' }).city).toBe('Moscow');
    expect(toFormValues(managedVacancy({ city: 'Москва' }), { locale: 'ru' }).city).toBe('Москва');
    expect(toFormValues(managedVacancy({ city: 'Зеленоград' }), { locale: 'en' }).city).toBe('Зеленоград');
  });
});

describe('mergeEdits', () => {
  it('keeps my changed fields and takes theirs elsewhere, and names the fields both changed', () => {
    const base = toFormValues(managedVacancy());
    const mine = { ...base, title: 'Mine', city: 'Kazan' };
    const theirs = { ...base, title: 'Theirs', description: 'Their description' };
    expect(mergeEdits(base, mine, theirs)).toMatchObject({
      title: 'Mine',
      city: 'Kazan',
      description: 'Their description',
    });
    expect(conflictingFields(base, mine, theirs)).toEqual(['title']);
  });
});

describe('describeServerError', () => {
  it('strips body. and changes. and puts the first coded detail per field in words', () => {
    const error = new ApiError(400, 'VALIDATION_FAILED', 'Invalid', {
      details: [
        { field: 'body.changes.salary_to', code: 'salary_order', message: 'English' },
        { field: 'body.title', code: 'too_small', message: 'Short', params: { origin: 'string', minimum: 5 } },
        { field: 'body.title', code: 'too_big', message: 'Second', params: { origin: 'string', maximum: 9 } },
      ],
    });
    expect(describeServerError(error, VACANCY_ERROR_WORDS)).toEqual({
      fields: { salary_to: 'Salary "to" must not be less than salary "from"', title: 'At least 5 characters' },
    });
  });

  it("says a 404 in the caller's words: the vacancy form's, or another page's", () => {
    const gone = new ApiError(404, 'NOT_FOUND', 'Not found');
    expect(describeServerError(gone, VACANCY_ERROR_WORDS).form).toBe('This vacancy no longer exists.');
    const category = { notFound: msg({ id: 'test.category.404', message: 'This category no longer exists.' }) };
    expect(describeServerError(gone, category)).toEqual({ fields: {}, form: 'This category no longer exists.' });
  });

  it('explains a dead network without losing the form', () => {
    expect(describeServerError(new ApiError(0, 'UNAVAILABLE', 'x'), VACANCY_ERROR_WORDS).form).toMatch(
      /Your changes are still here/,
    );
  });

  it('speaks the interface language: Russian messages on a Russian page', async () => {
    await activateLocale('ru', [loadVacancyEditorCatalog]);
    try {
      const error = new ApiError(400, 'VALIDATION_FAILED', 'Invalid', {
        details: [
          {
            field: 'body.name',
            code: 'too_small',
            message: 'Name is required',
            params: { origin: 'string', minimum: 1 },
          },
        ],
      });
      expect(describeServerError(error, VACANCY_ERROR_WORDS).fields['name']).toBe('Заполните поле');
      expect(describeServerError(new ApiError(0, 'UNAVAILABLE', 'x'), VACANCY_ERROR_WORDS).form).not.toMatch(
        /Your changes/,
      );
      expect(describeServerError(new ApiError(0, 'UNAVAILABLE', 'x'), VACANCY_ERROR_WORDS).form).toMatch(/[а-я]/);
    } finally {
      await activateLocale('en', [loadVacancyEditorCatalog]);
    }
  });
});

describe('the current vacancy of a 409', () => {
  const current = managedVacancy({ version: 5, title: 'Changed meanwhile' });
  const conflict = (data?: Record<string, unknown>) => new ApiError(409, 'CONFLICT', 'Stale', { data });

  it('reads error.data.current, and nothing from another status or a shape that is not a vacancy', () => {
    expect(conflictCurrent(conflict({ current }))).toEqual(current);
    expect(conflictCurrent(conflict())).toBeNull();
    expect(conflictCurrent(conflict({ current: { id: 7 } }))).toBeNull();
    expect(conflictCurrent(new ApiError(400, 'VALIDATION_FAILED', 'x', { data: { current } }))).toBeNull();
    expect(conflictCurrent(new Error('x'))).toBeNull();
  });

  it('loads it only when the error does not carry it, and gives null when that fails too', async () => {
    const load = vi.fn().mockResolvedValue(managedVacancy({ version: 6 }));
    expect(await currentAfterConflict(conflict({ current }), load)).toEqual(current);
    expect(load).not.toHaveBeenCalled();
    expect((await currentAfterConflict(conflict(), load))?.version).toBe(6);
    expect(await currentAfterConflict(conflict(), () => Promise.reject(new Error('offline')))).toBeNull();
  });
});

describe('qualityItems', () => {
  it('passes a complete vacancy and flags a missing schedule and salary', () => {
    const full = toFormValues(
      managedVacancy({ description: 'x'.repeat(600), skills: ['a', 'b', 'c'], category_id: 4 }),
    );
    expect(qualityItems(full).every((item) => item.ok)).toBe(true);
    const weak = qualityItems({ ...full, schedule: '', salary_from: '', salary_to: '' });
    expect(weak.filter((item) => !item.ok).map((item) => item.id)).toEqual(['salary', 'schedule']);
  });
});
