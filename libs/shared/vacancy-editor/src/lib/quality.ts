import { VACANCY_LIMITS } from '@jobs/contracts';
import { i18n as sharedI18n } from '@jobs/i18n';
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
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

/** The checks shown before submitting: none blocks submitting, each says how to do better (in `i18n`'s language). */
export function qualityItems(values: VacancyFormValues, i18n: I18n = sharedI18n): QualityItem[] {
  const length = values.description.trim().length;
  const hasSalary = values.salary_from.trim() !== '' || values.salary_to.trim() !== '';
  const min = VACANCY_LIMITS.descriptionMin;
  const good = GOOD_DESCRIPTION_LENGTH;
  const skills = values.skills.length;
  const goodSkills = GOOD_SKILLS_COUNT;
  return [
    {
      id: 'salary',
      ok: hasSalary,
      label: i18n._(msg`Salary stated`),
      advice: i18n._(msg`Add a salary range: vacancies with a salary get noticeably more replies.`),
    },
    {
      id: 'schedule',
      ok: values.schedule !== '',
      label: i18n._(msg`Work schedule set`),
      advice: i18n._(
        msg`Choose the schedule (office, hybrid, remote or shifts) so candidates know where they would work.`,
      ),
    },
    {
      id: 'description',
      ok: length >= GOOD_DESCRIPTION_LENGTH,
      label: i18n._(msg`Detailed description`),
      advice:
        length < min
          ? i18n._(msg`Write at least ${min} characters about the job (now ${length}); ${good} or more is better.`)
          : i18n._(
              msg`Describe the tasks, the team and the product in more detail: ${good} characters or more (now ${length}).`,
            ),
    },
    {
      id: 'skills',
      ok: skills >= GOOD_SKILLS_COUNT,
      label: i18n._(msg`Key skills listed`),
      advice: i18n._(msg`List at least ${goodSkills} key skills (now ${skills}): search and recommendations use them.`),
    },
    {
      id: 'requirements',
      ok: values.requirements.trim() !== '',
      label: i18n._(msg`Requirements written`),
      advice: i18n._(msg`Say what you expect from the candidate.`),
    },
    {
      id: 'category',
      ok: values.category_id !== '',
      label: i18n._(msg`Category chosen`),
      advice: i18n._(msg`Choose a category so the vacancy shows up in its section.`),
    },
  ];
}
