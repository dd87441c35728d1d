import { APPLICATION_STATUSES, applicationStatusNote } from '../application-status';
import { TOAST_TEXT_LIMIT } from '../chat';

describe('an application status note', () => {
  it('says what happened before the vacancy, in Russian', () => {
    expect(applicationStatusNote('ru', 'invited', 'Диспетчер складского комплекса (WMS)')).toBe(
      'Приглашение на собеседование: Диспетчер складского комплекса (WMS)',
    );
  });

  it('says what happened before the vacancy, in English', () => {
    expect(applicationStatusNote('en', 'offer', 'Senior React Developer')).toBe('Job offer: Senior React Developer');
  });

  it.each(APPLICATION_STATUSES)('keeps the whole %s status within a toast, however long the vacancy', (status) => {
    const long = 'Ведущий специалист по планированию и контролю складских операций';
    for (const locale of ['ru', 'en'] as const) {
      const toast = applicationStatusNote(locale, status, long).slice(0, TOAST_TEXT_LIMIT);
      expect(toast.toLowerCase()).toContain(`${applicationStatusNote(locale, status, '').toLowerCase()}`.trimEnd());
    }
  });
});
