import { VACANCY_LIMITS } from '@jobs/contracts';
import type { VacancyFormValues } from './form-values';

/** What the quality check looks at, and whether this vacancy passes it. */
export type QualityItem = {
  id: 'salary' | 'schedule' | 'description' | 'skills' | 'requirements' | 'category';
  /** Passed: shown as done. */
  ok: boolean;
  label: string;
  /** What to do to pass (shown when not passed). */
  advice: string;
};

/** A description this long reads as complete (the form's hard minimum is lower). */
export const GOOD_DESCRIPTION_LENGTH = 500;
export const GOOD_SKILLS_COUNT = 3;

/** The checks shown before submitting: none blocks submitting, each says how to do better. */
export function qualityItems(values: VacancyFormValues): QualityItem[] {
  const descriptionLength = values.description.trim().length;
  const hasSalary = values.salary_from.trim() !== '' || values.salary_to.trim() !== '';
  return [
    {
      id: 'salary',
      ok: hasSalary,
      label: 'Salary stated',
      advice: 'Add a salary range: vacancies with a salary get noticeably more replies.',
    },
    {
      id: 'schedule',
      ok: values.schedule !== '',
      label: 'Work schedule set',
      advice: 'Choose the schedule (office, hybrid, remote or shifts) so candidates know where they would work.',
    },
    {
      id: 'description',
      ok: descriptionLength >= GOOD_DESCRIPTION_LENGTH,
      label: 'Detailed description',
      advice:
        descriptionLength < VACANCY_LIMITS.descriptionMin
          ? `Write at least ${VACANCY_LIMITS.descriptionMin} characters about the job (now ${descriptionLength}); ${GOOD_DESCRIPTION_LENGTH} or more is better.`
          : `Describe the tasks, the team and the product in more detail: ${GOOD_DESCRIPTION_LENGTH} characters or more (now ${descriptionLength}).`,
    },
    {
      id: 'skills',
      ok: values.skills.length >= GOOD_SKILLS_COUNT,
      label: 'Key skills listed',
      advice: `List at least ${GOOD_SKILLS_COUNT} key skills (now ${values.skills.length}): search and recommendations use them.`,
    },
    {
      id: 'requirements',
      ok: values.requirements.trim() !== '',
      label: 'Requirements written',
      advice: 'Say what you expect from the candidate.',
    },
    {
      id: 'category',
      ok: values.category_id !== '',
      label: 'Category chosen',
      advice: 'Choose a category so the vacancy shows up in its section.',
    },
  ];
}
