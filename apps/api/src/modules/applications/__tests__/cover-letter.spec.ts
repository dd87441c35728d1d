import { describe, expect, it } from 'vitest';
import { composeApplicationLetter, positionInSentence } from '../cover-letter';

const resume = {
  name: 'Анна Петрова',
  desired_position: 'Диспетчер склада',
  experience: '1-3' as const,
  skills: ['WMS'],
  work_experience: [],
  about: '',
  city: 'Москва',
  education: [],
};
const vacancy = { title: 'Кладовщик', companyName: 'Acme', skills: ['WMS'], city: 'Москва', schedule: 'full' };

describe('cover letter', () => {
  it('lower-cases the position inside a sentence when it was capitalised as a title', () => {
    const letter = composeApplicationLetter({ locale: 'ru', resume, vacancy });
    expect(letter).toContain('как диспетчер склада.');
    expect(letter).not.toContain('как Диспетчер');
  });

  it('keeps acronyms and names with other capitals as they are', () => {
    expect(positionInSentence('Диспетчер WMS', 'ru')).toBe('диспетчер WMS');
    expect(positionInSentence('Специалист IT-поддержки', 'ru')).toBe('специалист IT-поддержки');
    expect(positionInSentence('Java-разработчик', 'ru')).toBe('Java-разработчик');
    expect(positionInSentence('DevOps-инженер', 'ru')).toBe('DevOps-инженер');
    expect(positionInSentence('Warehouse Dispatcher', 'en')).toBe('warehouse Dispatcher');
    expect(positionInSentence('IT Support Engineer', 'en')).toBe('IT Support Engineer');
  });

  it('lower-cases the English position in its sentence', () => {
    const letter = composeApplicationLetter({
      locale: 'en',
      resume: { ...resume, desired_position: 'Dispatcher' },
      vacancy: { ...vacancy, title: 'Storekeeper' },
    });
    expect(letter).toContain('as a dispatcher.');
  });
});
