import { isSameOriginPath, messageParts, plainMessageText } from '../message-links';

describe('message links', () => {
  it('reads [title](/path) and bare /vacancies/N as links, the rest as text', () => {
    expect(messageParts('See [Frontend developer (React)](/vacancies/42), or /vacancies/7.')).toEqual([
      { kind: 'text', text: 'See ' },
      { kind: 'link', text: 'Frontend developer (React)', path: '/vacancies/42' },
      { kind: 'text', text: ', or ' },
      { kind: 'link', text: '/vacancies/7', path: '/vacancies/7' },
      { kind: 'text', text: '.' },
    ]);
  });

  it('never links another origin: a scheme, //host or /\\host stays text', () => {
    for (const text of [
      '[x](https://evil.example)',
      '[x](//evil.example)',
      '[x](/\\evil.example)',
      '[x](javascript:alert(1))',
    ]) {
      expect(
        messageParts(text).every((part) => part.kind === 'text'),
        text,
      ).toBe(true);
      expect(plainMessageText(text)).toBe(text);
    }
    expect(isSameOriginPath('/vacancies/1')).toBe(true);
    expect(isSameOriginPath('//evil.example')).toBe(false);
    expect(isSameOriginPath('/\\evil.example')).toBe(false);
  });

  it('gives the plain text of a message for previews and toasts', () => {
    expect(plainMessageText('1. [React developer](/vacancies/42) — Acme')).toBe('1. React developer — Acme');
  });
});
