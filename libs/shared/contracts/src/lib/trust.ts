import { z } from 'zod';
import { isoDateSchema } from './common';

// Risk warnings (issue 27): one rule set (apps/api/src/modules/risk) finds the marks of a scam in a
// vacancy's text and in a chat message; the seeker sees a calm warning that says why.

export const RISK_CODES = [
  /** Money asked of the seeker: a fee, a deposit, paid training, a uniform or a "starter kit". */
  'payment_asked',
  /** A bank card's number or code, a passport's scan, bank or account details asked for. */
  'personal_data_asked',
  /** The talk moved to another messenger or a personal phone early on. */
  'messenger_move',
  /** A salary far above the market for the category in the city. */
  'salary_above_market',
  /** The same text posted by several companies. */
  'duplicate_text',
] as const;
export const riskCodeSchema = z.enum(RISK_CODES);
export type RiskCode = z.infer<typeof riskCodeSchema>;

/** What a vacancy or a chat message carries: the rules it tripped (null: none). */
export const riskSchema = z.object({ reasons: z.array(riskCodeSchema).min(1) });
export type Risk = z.infer<typeof riskSchema>;

/** How a company was verified: its owner's e-mail at its website's domain, or an editor. */
export const VERIFICATION_METHODS = ['email_domain', 'editor'] as const;
export const companyVerificationSchema = z.object({
  method: z.enum(VERIFICATION_METHODS),
  at: isoDateSchema,
});
export type CompanyVerification = z.infer<typeof companyVerificationSchema>;

/** `POST /editor/companies/{id}/verification`. */
export const companyVerificationBodySchema = z.object({ verified: z.boolean() }).strict();
export type CompanyVerificationBody = z.infer<typeof companyVerificationBodySchema>;
