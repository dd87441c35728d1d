// Test support: applications, résumés and companies as the API sends them (parsed by the contracts).
import {
  applicationSchema,
  seekerProfileSchema,
  publicCompanySchema,
  type Application,
  type SeekerProfile,
  type PublicCompany,
} from '@jobs/contracts';
import { ACME_LOGO } from '../../__tests__/fake-api';

/** The seeker's own profile as `GET /profile` answers it (the résumé and who may see it). */
export const aProfile = (overrides: Partial<SeekerProfile> = {}): SeekerProfile =>
  seekerProfileSchema.parse({
    name: 'Demo Seeker',
    desired_position: 'Frontend developer',
    city: 'Moscow',
    citizenship: null,
    salary_expectation: 250000,
    currency: 'RUB',
    schedule: 'remote',
    experience: '3-6',
    skills: ['React', 'TypeScript'],
    work_experience: [],
    education: [],
    languages: [],
    about: '',
    updated_at: '2024-05-01T09:00:00.000Z',
    completeness: { percent: 50, missing: ['citizenship', 'work_experience', 'education', 'languages', 'about'] },
    job_search_status: 'active',
    visibility: 'everyone',
    hidden_from_company_ids: [],
    hidden_from_companies: [],
    anonymous: false,
    ...overrides,
  });

export const anApplication = (overrides: Partial<Application> = {}): Application =>
  applicationSchema.parse({
    id: 5,
    status: 'new',
    created_at: '2024-05-01T09:00:00.000Z',
    updated_at: '2024-05-01T09:00:00.000Z',
    viewed_at: null,
    reply_due_at: '2099-01-01T09:00:00.000Z',
    chat_id: 31,
    cover_letter: null,
    vacancy: { id: 42, title: 'Senior React Developer' },
    company: { id: 10, name: 'Acme Corp', logo: ACME_LOGO },
    rejection: null,
    history: [{ status: 'new', at: '2024-05-01T09:00:00.000Z' }],
    ...overrides,
  });

export const aCompany = (overrides: Partial<PublicCompany> = {}): PublicCompany =>
  publicCompanySchema.parse({
    id: 10,
    name: 'Acme Corp',
    logo: ACME_LOGO,
    description: 'We build rockets.\n\nAnd the software that flies them.',
    site: 'https://acme.example',
    city: 'Moscow',
    industry: 'Aerospace',
    size: '51-200',
    responsiveness: { applications_90d: 40, answered_share: 0.87, median_first_response_hours: 6 },
    vacancies: [],
    vacancies_total: 0,
    ...overrides,
  });
