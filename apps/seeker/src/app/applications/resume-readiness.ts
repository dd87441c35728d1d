import type { Profile, ProfileSection } from '@jobs/contracts';

/** What an application needs from the résumé (the API answers 400 naming `resume` without them). */
export const APPLY_REQUIRED_SECTIONS = ['name', 'desired_position'] as const satisfies readonly ProfileSection[];
export type ApplyRequiredSection = (typeof APPLY_REQUIRED_SECTIONS)[number];

/** The required parts the résumé lacks, in the form's order; empty when it can be sent. */
export const missingForApply = (profile: Pick<Profile, ApplyRequiredSection>): ApplyRequiredSection[] =>
  APPLY_REQUIRED_SECTIONS.filter((section) => profile[section].trim() === '');
