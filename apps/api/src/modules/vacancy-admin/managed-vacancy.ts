import type { ManagedVacancy, QualityHint, VacancyChanges } from '@jobs/contracts';
import type { vacancies } from '@jobs/server-db';
import { toVacancy, type CategoryRow, type CompanyRow, type VacancyRow } from '../vacancies/vacancies.repository';

export type { CategoryRow, CompanyRow, VacancyRow };
export type VacancyColumns = Partial<typeof vacancies.$inferInsert>;

export type VacancyCounters = { chats: number; unanswered: number; screenedOut?: number };

/** The form fields of a vacancy, by their contract names. */
export type VacancyFields = Required<VacancyChanges>;

/** The form fields of a vacancy as it is live. */
export const liveFields = (row: VacancyRow): VacancyFields => ({
  title: row.title,
  description: row.description,
  requirements: row.requirements,
  conditions: row.conditions,
  skills: row.skills,
  category_id: row.categoryId,
  city: row.city,
  country: row.country,
  salary_from: row.salaryFrom,
  salary_to: row.salaryTo,
  currency: row.currency,
  salary_gross: row.salaryGross,
  experience: row.experience,
  employment: row.employment,
  schedule: row.schedule,
  language: row.language,
  reply_within_days: row.replyWithinDays,
  questions: row.questions ?? [],
  address:
    row.addressText !== null && row.lat !== null && row.lon !== null
      ? { text: row.addressText, lat: row.lat, lon: row.lon }
      : null,
});

/** The live version with its pending changes applied: what the vacancy will be once approved. */
export const effectiveFields = (row: VacancyRow): VacancyFields => ({
  ...liveFields(row),
  ...((row.pendingChanges ?? {}) as VacancyChanges),
});

const COLUMN_OF: { [K in Exclude<keyof VacancyFields, 'address'>]-?: keyof VacancyColumns } = {
  title: 'title',
  description: 'description',
  requirements: 'requirements',
  conditions: 'conditions',
  skills: 'skills',
  category_id: 'categoryId',
  city: 'city',
  country: 'country',
  salary_from: 'salaryFrom',
  salary_to: 'salaryTo',
  currency: 'currency',
  salary_gross: 'salaryGross',
  experience: 'experience',
  employment: 'employment',
  schedule: 'schedule',
  language: 'language',
  reply_within_days: 'replyWithinDays',
  questions: 'questions',
};

/** Form fields (all or some) as the table's columns; unknown keys are left out. */
export const fieldsToColumns = (fields: VacancyChanges): VacancyColumns => {
  const columns: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(fields)) {
    // The address is three columns: its text and point (all set, or all null).
    if (field === 'address' && value !== undefined) {
      const address = value as VacancyFields['address'];
      Object.assign(columns, {
        addressText: address?.text ?? null,
        lat: address?.lat ?? null,
        lon: address?.lon ?? null,
      });
      continue;
    }
    const column = COLUMN_OF[field as Exclude<keyof VacancyFields, 'address'>];
    if (column && value !== undefined) columns[column] = value;
  }
  return columns as VacancyColumns;
};

/** The recommended description length (a hint, not a rule: the form's minimum is lower). */
export const RECOMMENDED_DESCRIPTION_LENGTH = 600;
export const RECOMMENDED_SKILLS = 3;

/** What to improve before submitting: computed from the fields the vacancy will have. */
export const qualityHints = (fields: VacancyFields): QualityHint[] => {
  const hints: QualityHint[] = [];
  if (fields.salary_from === null && fields.salary_to === null) {
    hints.push({
      field: 'salary_from',
      code: 'salary_missing',
      message: 'Add a salary range: vacancies with a salary get noticeably more responses',
    });
  }
  if (fields.description.trim().length < RECOMMENDED_DESCRIPTION_LENGTH) {
    hints.push({
      field: 'description',
      code: 'description_short',
      message: `Describe the tasks, team and product in at least ${RECOMMENDED_DESCRIPTION_LENGTH} characters`,
    });
  }
  if (fields.requirements.trim() === '') {
    hints.push({ field: 'requirements', code: 'requirements_missing', message: 'List what a candidate needs' });
  }
  if (fields.skills.length < RECOMMENDED_SKILLS) {
    hints.push({
      field: 'skills',
      code: 'skills_few',
      message: `Name at least ${RECOMMENDED_SKILLS} key skills so the vacancy is found and recommended`,
    });
  }
  if (fields.category_id === null) {
    hints.push({ field: 'category_id', code: 'category_missing', message: 'Choose a category' });
  }
  return hints;
};

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** A vacancy as its company's staff and the editors see it. */
export const toManagedVacancy = (
  row: VacancyRow,
  company: CompanyRow,
  category: CategoryRow | null,
  counters: VacancyCounters,
): ManagedVacancy => ({
  ...toVacancy(row, company, category),
  category_id: row.categoryId,
  version: row.version,
  rejection_reason: row.rejectionReason,
  pending_changes: row.pendingChanges ?? null,
  submitted_at: iso(row.submittedAt),
  reviewed_at: iso(row.reviewedAt),
  archived_at: iso(row.archivedAt),
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
  views_count: row.viewsCount,
  responsible_user_id: row.responsibleUserId ?? null,
  chats_count: counters.chats,
  unanswered_chats_count: counters.unanswered,
  screened_out_count: counters.screenedOut ?? 0,
  quality: qualityHints(effectiveFields(row)),
});

/** What the audit log keeps of a vacancy: its fields and workflow state, no counters. */
export const auditSnapshot = (row: VacancyRow) => ({
  id: row.id,
  company_id: row.companyId,
  ...liveFields(row),
  status: row.status,
  version: row.version,
  rejection_reason: row.rejectionReason,
  pending_changes: row.pendingChanges ?? null,
  published_at: iso(row.publishedAt),
  archived_at: iso(row.archivedAt),
});
