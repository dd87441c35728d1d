import type { CompanyVerification } from '@jobs/contracts';

/**
 * A company's verification as the contract gives it (issue 27), from its two columns. Here rather
 * than in a module: vacancies, chat and reports all show it, and none may import the others.
 */
export const verificationOf = (company: {
  verifiedMethod?: 'email_domain' | 'editor' | null;
  verifiedAt?: Date | string | null;
}): CompanyVerification | null =>
  company.verifiedMethod && company.verifiedAt
    ? { method: company.verifiedMethod, at: new Date(company.verifiedAt).toISOString() }
    : null;
