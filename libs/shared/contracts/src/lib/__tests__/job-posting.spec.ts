import { jobPostingJsonLd, verifiedEmployerCredential, type JobPostingSource } from '../job-posting';

const vacancy: JobPostingSource = {
  id: 12,
  title: 'Frontend developer',
  description: 'We build <things> & more.\n\nSecond paragraph\nwith a line',
  requirements: 'React',
  conditions: '  ',
  published_at: '2026-11-20T10:00:00.000Z',
  employment: 'project',
  experience: '3-6',
  schedule: 'remote',
  city: 'moscow',
  country: 'RU',
  salary_from: 200000,
  salary_to: null,
  currency: 'RUB',
  skills: ['React', 'TypeScript'],
  language: 'ru',
  company: { name: 'Demo Company' },
  category: { name_en: 'IT' },
};

describe('jobPostingJsonLd (the API heads and the seeker app both use it)', () => {
  it('describes a vacancy as schema.org JobPosting with escaped paragraphs and absolute addresses', () => {
    expect(
      jobPostingJsonLd(vacancy, { origin: 'https://jobs.example.com/', logo: 'https://jobs.example.com/l.png' }),
    ).toEqual({
      '@context': 'https://schema.org',
      '@type': 'JobPosting',
      title: 'Frontend developer',
      description: '<p>We build &lt;things&gt; &amp; more.</p><p>Second paragraph<br>with a line</p><p>React</p>',
      identifier: { '@type': 'PropertyValue', name: 'Demo Company', value: '12' },
      datePosted: '2026-11-20T10:00:00.000Z',
      employmentType: 'CONTRACTOR',
      hiringOrganization: { '@type': 'Organization', name: 'Demo Company', logo: 'https://jobs.example.com/l.png' },
      jobLocation: {
        '@type': 'Place',
        address: { '@type': 'PostalAddress', addressLocality: 'moscow', addressCountry: 'RU' },
      },
      jobLocationType: 'TELECOMMUTE',
      applicantLocationRequirements: { '@type': 'Country', name: 'RU' },
      baseSalary: {
        '@type': 'MonetaryAmount',
        currency: 'RUB',
        value: { '@type': 'QuantitativeValue', minValue: 200000, unitText: 'MONTH' },
      },
      experienceRequirements: { '@type': 'OccupationalExperienceRequirements', monthsOfExperience: 36 },
      skills: 'React, TypeScript',
      industry: 'IT',
      url: 'https://jobs.example.com/vacancies/12',
      inLanguage: 'ru',
    });
  });

  it('leaves out what the vacancy does not state', () => {
    const data = jobPostingJsonLd(
      {
        ...vacancy,
        schedule: 'office',
        salary_from: null,
        experience: 'none',
        skills: [],
        category: null,
        published_at: null,
      },
      { origin: 'https://jobs.example.com', logo: null },
    );
    expect(data).not.toHaveProperty('baseSalary');
    expect(data).not.toHaveProperty('jobLocationType');
    expect(data).not.toHaveProperty('skills');
    expect(data).not.toHaveProperty('industry');
    expect(data).not.toHaveProperty('datePosted');
    expect(data['hiringOrganization']).toEqual({ '@type': 'Organization', name: 'Demo Company' });
    expect(data['experienceRequirements']).toBe('no requirements');
  });

  it('gives a verified company the platform’s badge as a credential (schema.org has no "verified")', () => {
    const at = '2026-11-01T09:00:00.000Z';
    const byDomain = jobPostingJsonLd(
      { ...vacancy, company: { name: 'Demo Company', verified: { method: 'email_domain', at } } },
      { origin: 'https://jobs.example.com/', logo: null },
    );
    expect(byDomain['hiringOrganization']).toEqual({
      '@type': 'Organization',
      name: 'Demo Company',
      hasCredential: {
        '@type': 'EducationalOccupationalCredential',
        name: 'Verified employer',
        credentialCategory: 'badge',
        description: "The company's representative confirmed an e-mail address at the domain of the company's website.",
        dateCreated: at,
        recognizedBy: { '@type': 'Organization', name: 'Jobs', url: 'https://jobs.example.com' },
      },
    });
    const byEditor = jobPostingJsonLd(
      { ...vacancy, company: { name: 'Demo Company', verified: { method: 'editor', at } } },
      { origin: 'https://jobs.example.com', logo: null },
    );
    expect(byEditor['hiringOrganization']).toMatchObject({
      hasCredential: { description: 'The editors of the site checked that the company is real.' },
    });
    expect(verifiedEmployerCredential(null, 'https://jobs.example.com')).toBeUndefined();
    const unverified = jobPostingJsonLd(
      { ...vacancy, company: { name: 'Demo Company', verified: null } },
      { origin: 'https://jobs.example.com', logo: null },
    );
    expect(unverified['hiringOrganization']).not.toHaveProperty('hasCredential');
  });
});
