import {
  cityName,
  profileBodySchema,
  type Profile,
  type ProfileBodyInput,
  type ProfileSection,
  type WorkExperienceEntry,
} from '@jobs/contracts';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { z } from 'zod';

/** The form's values: what the inputs hold (numbers as typed text, "none" as ''). */
export type ProfileFormValues = {
  name: string;
  desired_position: string;
  city: string;
  citizenship: string | null;
  salary_expectation: string;
  currency: 'RUB' | 'USD' | 'EUR';
  schedule: '' | 'office' | 'hybrid' | 'remote' | 'shift';
  experience: '' | 'none' | '1-3' | '3-6' | '6+';
  skills: string[];
  work_experience: { company: string; position: string; from: string; to: string; description: string }[];
  education: { institution: string; degree: string; year: string }[];
  languages: { code: string; level: string }[];
  about: string;
};

/** The form's values; a known city in the interface language (the API stores its one name). */
export const toFormValues = (profile: Profile, locale: string): ProfileFormValues => ({
  name: profile.name,
  desired_position: profile.desired_position,
  city: cityName(profile.city, locale),
  citizenship: profile.citizenship,
  salary_expectation: profile.salary_expectation === null ? '' : String(profile.salary_expectation),
  currency: profile.currency,
  schedule: profile.schedule ?? '',
  experience: profile.experience ?? '',
  skills: profile.skills,
  work_experience: profile.work_experience.map((entry) => ({ ...entry, to: entry.to ?? '' })),
  education: profile.education.map((entry) => ({ ...entry, year: entry.year === null ? '' : String(entry.year) })),
  languages: profile.languages,
  about: profile.about,
});

const numberOrText = (text: string): number | string | null => {
  const trimmed = text.trim().replace(/\s+/g, '');
  if (trimmed === '') return null;
  return /^-?\d+$/.test(trimmed) ? Number(trimmed) : trimmed;
};

/** What `PUT /profile` gets from the form; bad text stays text so the schema names the field. */
export const toBody = (values: ProfileFormValues): ProfileBodyInput =>
  ({
    ...values,
    salary_expectation: numberOrText(values.salary_expectation),
    schedule: values.schedule === '' ? null : values.schedule,
    experience: values.experience === '' ? null : values.experience,
    work_experience: values.work_experience.map(
      (entry): Partial<WorkExperienceEntry> => ({ ...entry, to: entry.to === '' ? null : entry.to }),
    ),
    education: values.education.map((entry) => ({ ...entry, year: numberOrText(entry.year) })),
  }) as ProfileBodyInput;

/** The contract's schema over the form's values: the form checks exactly what the API will. */
export const profileFormSchema = z.preprocess(
  (values) => toBody(values as ProfileFormValues),
  profileBodySchema,
) as unknown as z.ZodType<ProfileFormValues, ProfileFormValues>;

/** How the completeness meter names a missing part. */
export const SECTION_LABELS: Record<ProfileSection, MessageDescriptor> = {
  name: msg`Name`,
  desired_position: msg`Desired position`,
  city: msg`City`,
  citizenship: msg`Citizenship`,
  salary_expectation: msg`Salary expectation`,
  schedule: msg`Schedule`,
  experience: msg`Experience`,
  skills: msg`Skills`,
  work_experience: msg`Work experience`,
  education: msg`Education`,
  languages: msg`Languages`,
  about: msg`About you`,
};

const DRAFT_KEY = 'profile-draft';

/** Unsaved edits, kept in this browser so a failed save or a closed tab loses nothing. */
export const profileDraft = {
  read: (userKey: string): ProfileFormValues | null => {
    try {
      const text = localStorage.getItem(`${DRAFT_KEY}:${userKey}`);
      return text ? (JSON.parse(text) as ProfileFormValues) : null;
    } catch {
      return null;
    }
  },
  write: (userKey: string, values: ProfileFormValues): void => {
    try {
      localStorage.setItem(`${DRAFT_KEY}:${userKey}`, JSON.stringify(values));
    } catch {
      // Storage full or blocked: the form still holds the text.
    }
  },
  clear: (userKey: string): void => {
    try {
      localStorage.removeItem(`${DRAFT_KEY}:${userKey}`);
    } catch {
      // Nothing to do.
    }
  },
};
