export {
  VacancyForm,
  type VacancyFormAction,
  type VacancyFormProps,
  type VacancySaveRequest,
} from './lib/vacancy-form';
export {
  changedFields,
  EMPTY_VACANCY_FORM,
  pendingDiff,
  toFormValues,
  toVacancyInput,
  VACANCY_FORM_FIELDS,
  type VacancyFormField,
  type VacancyFormValues,
} from './lib/form-values';
export { vacancyResolver } from './lib/vacancy-resolver';
export {
  applyServerErrors,
  conflictCurrent,
  currentAfterConflict,
  describeServerError,
  isStaleVersion,
  VACANCY_ERROR_WORDS,
  type FormErrorMessages,
} from './lib/server-errors';
export { mergeEdits, conflictingFields } from './lib/merge-edits';
export { qualityItems, GOOD_DESCRIPTION_LENGTH, GOOD_SKILLS_COUNT, type QualityItem } from './lib/quality';
export { QualityCheck, type QualityCheckProps } from './lib/quality-check';
export { StatusBadge, type StatusBadgeProps } from './lib/status-badge';
export {
  useVacancyActions,
  VacancyActionDialog,
  VacancyActionOutcome,
  VacancyLoadFailure,
  VacancyStatusLine,
  type UseVacancyActionsOptions,
  type VacancyAction,
  type VacancyActionDialogProps,
  type VacancyActionOutcomeProps,
  type VacancyActionQuestion,
  type VacancyActionResult,
  type VacancyLoadFailureProps,
} from './lib/vacancy-actions';
export { ConflictNotice, type ConflictNoticeProps } from './lib/conflict-notice';
export { useCategoryOptions } from './lib/use-category-options';
export * from './lib/labels';
export { loadVacancyEditorCatalog } from './lib/catalog';
