import { appUrl } from '../outbox';

const ORIGINS = ['https://jobs.example', 'https://employer.jobs.example', 'https://editor.jobs.example'];

describe('appUrl', () => {
  it('puts a path of the app under its base and its locale', () => {
    expect(appUrl(ORIGINS, 'seeker', 'ru', '/applications')).toBe('https://jobs.example/applications');
    expect(appUrl(ORIGINS, 'seeker', 'en', '/chat/5')).toBe('https://jobs.example/en/chat/5');
    expect(appUrl(ORIGINS, 'employer', 'ru', '/chats/5')).toBe('https://employer.jobs.example/employer/chats/5');
    expect(appUrl(ORIGINS, 'employer', 'en', 'settings/notifications')).toBe(
      'https://employer.jobs.example/en/employer/settings/notifications',
    );
  });

  it('does not add the base twice to a notification link that already carries it', () => {
    expect(appUrl(ORIGINS, 'employer', 'ru', '/employer/candidates/5')).toBe(
      'https://employer.jobs.example/employer/candidates/5',
    );
    expect(appUrl(ORIGINS, 'employer', 'en', '/employer')).toBe('https://employer.jobs.example/en/employer');
    // Only the whole segment counts: a path that merely starts with the same letters gets the base.
    expect(appUrl(ORIGINS, 'employer', 'ru', '/employers-guide')).toBe(
      'https://employer.jobs.example/employer/employers-guide',
    );
  });
});
