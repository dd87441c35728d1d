// Test support: contract-shaped candidates (employer applications), counts and templates.
import {
  applicationCountsSchema,
  employerApplicationSchema,
  messageTemplatesSchema,
  type ApplicationCounts,
  type EmployerApplication,
  type MessageTemplates,
} from '@jobs/contracts';

export const aCandidate = (id: number, overrides: Partial<EmployerApplication> = {}): EmployerApplication =>
  employerApplicationSchema.parse({
    id,
    status: 'new',
    created_at: '2026-01-20T09:00:00.000Z',
    updated_at: '2026-01-20T09:00:00.000Z',
    viewed_at: null,
    reply_due_at: '2099-01-01T09:00:00.000Z',
    chat_id: 100 + id,
    cover_letter: `Cover letter of candidate ${id}`,
    vacancy: { id: 1, title: 'Frontend developer 1' },
    company: { id: 12, name: 'Acme', logo: null },
    rejection: null,
    history: [{ status: 'new', at: '2026-01-20T09:00:00.000Z', by: null }],
    responsible_user_id: null,
    version: 1,
    candidate: {
      id: 500 + id,
      name: `Candidate ${id}`,
      email: `candidate${id}@example.com`,
      phone: '+7 900 000-00-00',
      resume: {
        name: `Candidate ${id}`,
        desired_position: 'Frontend developer',
        city: 'Moscow',
        citizenship: 'RU',
        salary_expectation: 200_000,
        currency: 'RUB',
        schedule: 'remote',
        experience: '3-6',
        skills: ['React', 'TypeScript'],
        work_experience: [
          { company: 'Previous Co', position: 'Web developer', from: '2021-03', to: null, description: 'Built forms.' },
        ],
        education: [{ institution: 'Moscow State University', degree: 'BSc', year: 2020 }],
        languages: [{ code: 'en', level: 'B2' }],
        about: 'I like clean interfaces.',
        updated_at: '2026-01-19T09:00:00.000Z',
      },
    },
    undo: null,
    screening: null,
    ...overrides,
  });

export const someCounts = (overrides: Partial<ApplicationCounts> = {}): ApplicationCounts =>
  applicationCountsSchema.parse({
    new: 3,
    viewed: 2,
    invited: 1,
    offer: 0,
    hired: 0,
    rejected: 4,
    withdrawn: 0,
    expired: 0,
    ...overrides,
  });

export const TEMPLATES: MessageTemplates = messageTemplatesSchema.parse({
  invited: 'Hello {name}! {company} invites you to an interview for {vacancy}.',
  offer: 'Dear {name}, {company} offers you the {vacancy} position.',
  hired: 'Welcome to {company}, {name}!',
  rejected: 'Dear {name}, thank you for applying to {vacancy} at {company}.',
});
