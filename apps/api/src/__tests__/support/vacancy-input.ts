/** A description long enough for the vacancy form's recommendation (no warning about its length). */
export const DESCRIPTION =
  'We are a product team building a booking service for small businesses. You will own the API of the ' +
  'scheduling module, work with PostgreSQL and Node.js, take part in design reviews and help the team ship ' +
  'weekly. We value clear code, tests and honest feedback.';

/** A complete, valid vacancy form (the employer's and the editor's create bodies start from it). */
export const vacancyInput = (overrides: Record<string, unknown> = {}) => ({
  title: 'Backend developer (Node.js)',
  description: DESCRIPTION,
  requirements: 'Three years with Node.js and PostgreSQL',
  conditions: 'Remote, flexible hours',
  skills: ['Node.js', 'TypeScript', 'PostgreSQL'],
  category_id: null,
  city: 'Moscow',
  country: 'RU',
  salary_from: 200_000,
  salary_to: 300_000,
  currency: 'RUB',
  salary_gross: true,
  experience: '1-3',
  employment: 'full',
  schedule: 'remote',
  language: 'en',
  ...overrides,
});
