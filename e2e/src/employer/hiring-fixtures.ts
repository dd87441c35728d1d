import type { APIRequestContext } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { DEMO_EDITOR, newIdentity } from '../support/accounts';
import { linkIn, waitForEmail } from '../support/mailbox';
import { API_URL, EMPLOYER_URL } from '../support/urls';

const DESCRIPTION =
  'We are looking for a frontend developer who cares about forms, tables and the people who use them. ' +
  'You will build the hiring tools of our company in React and TypeScript together with designers and ' +
  'backend developers, review code and help newcomers find their way in the project.';

export type SeededCandidate = {
  applicationId: number;
  name: string;
  email: string;
  password: string;
  position: string;
  coverLetter: string;
};

export type HiringSetup = {
  employer: { email: string; password: string; name: string };
  employerToken: string;
  company: string;
  vacancy: { id: number; title: string };
  candidates: SeededCandidate[];
};

const call = async (
  request: APIRequestContext,
  method: 'get' | 'post' | 'put',
  path: string,
  token: string | null,
  data?: unknown,
) => {
  const answer = await request[method](`${API_URL}${path}`, {
    ...(data === undefined ? {} : { data }),
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  if (!answer.ok()) throw new Error(`${method.toUpperCase()} ${path}: ${answer.status()} ${await answer.text()}`);
  return answer.status() === 204 ? null : ((await answer.json()) as Record<string, unknown>);
};

/**
 * A fresh company with one published vacancy and seekers who applied to it (oldest first), all made
 * through the API, so each test has its own candidates and funnel. The demo editor approves the vacancy.
 */
export const seedHiring = async (
  request: APIRequestContext,
  candidates: ReadonlyArray<{ name: string; position?: string; coverLetter?: string }>,
): Promise<HiringSetup> => {
  // Always a letter first: six hex digits are all decimal about one time in sixteen, and the search reads
  // «Hiring Co 287176» as the company «Hiring Co» with a salary from 287,176 (a flaky search by name).
  const suffix = `k${randomUUID().slice(0, 5)}`;
  const employer = newIdentity('hiring');
  const company = `Hiring Co ${suffix}`;
  const registered = await call(request, 'post', '/employer/auth/register', null, {
    ...employer,
    company_name: company,
  });
  const employerToken = registered?.['token'] as string;
  // A vacancy goes to review only once the employer confirmed the e-mail: the link from MailDev.
  const verification = await waitForEmail(employer.email, 'Подтвердите e-mail');
  const token = new URL(linkIn(verification.text, `${EMPLOYER_URL}/employer/verify-email?token=`)).searchParams.get(
    'token',
  );
  await call(request, 'post', '/employer/auth/email/verify', null, { token });
  const title = `Frontend developer ${suffix}`;
  const created = await call(request, 'post', '/employer/vacancies', employerToken, {
    title,
    description: DESCRIPTION,
    requirements: 'React, TypeScript',
    conditions: 'Remote Fridays',
    skills: ['React', 'TypeScript'],
    category_id: null,
    city: 'Moscow',
    country: 'RU',
    salary_from: 150_000,
    salary_to: 250_000,
    currency: 'RUB',
    salary_gross: true,
    experience: '1-3',
    employment: 'full',
    schedule: 'hybrid',
    language: 'ru',
    submit: true,
  });
  const vacancyId = created?.['id'] as number;
  const editor = await call(request, 'post', '/editor/auth/login', null, DEMO_EDITOR);
  await call(request, 'post', `/editor/vacancies/${vacancyId}/approve`, editor?.['token'] as string, {
    version: created?.['version'],
  });

  const seeded: SeededCandidate[] = [];
  for (const candidate of candidates) {
    const identity = newIdentity('candidate');
    const seeker = await call(request, 'post', '/auth/register', null, { ...identity, name: candidate.name });
    const token = seeker?.['token'] as string;
    const position = candidate.position ?? 'Frontend developer';
    await call(request, 'put', '/profile', token, {
      name: candidate.name,
      desired_position: position,
      city: 'Kazan',
      citizenship: 'RU',
      salary_expectation: 180_000,
      currency: 'RUB',
      schedule: 'remote',
      experience: '3-6',
      skills: ['React', 'TypeScript', 'Playwright'],
      work_experience: [
        {
          company: 'Previous Studio',
          position: 'Web developer',
          from: '2021-03',
          to: null,
          description: 'Built booking forms and an admin panel.',
        },
      ],
      education: [{ institution: 'Kazan Federal University', degree: 'BSc in Computer Science', year: 2020 }],
      languages: [{ code: 'en', level: 'B2' }],
      about: 'I like clean interfaces and tidy tests.',
    });
    const coverLetter = candidate.coverLetter ?? `Hello! I am ${candidate.name} and I would like to join ${company}.`;
    const application = await call(request, 'post', `/vacancies/${vacancyId}/apply`, token, {
      cover_letter: coverLetter,
    });
    seeded.push({
      applicationId: application?.['id'] as number,
      name: candidate.name,
      email: identity.email,
      password: identity.password,
      position,
      coverLetter,
    });
  }
  return { employer, employerToken, company, vacancy: { id: vacancyId, title }, candidates: seeded };
};

type Move = 'invited' | 'offer' | 'hired' | 'rejected';

/** The moves the state machine needs to get there (hiring goes through an invitation). */
const PATH: Record<Move, Move[]> = {
  invited: ['invited'],
  offer: ['offer'],
  hired: ['invited', 'hired'],
  rejected: ['rejected'],
};

/** Moves a candidate as the company through the API (to set up a funnel), step by step, with the current version. */
export const moveThroughApi = async (request: APIRequestContext, token: string, applicationId: number, to: Move) => {
  for (const status of PATH[to]) {
    const current = await call(request, 'get', `/employer/applications/${applicationId}`, token);
    await call(request, 'post', `/employer/applications/${applicationId}/status`, token, {
      status,
      version: current?.['version'],
      ...(status === 'rejected' ? { reason_code: 'experience' } : {}),
      message: '',
    });
  }
};
