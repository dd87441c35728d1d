import './lib/theme.css';

export * from './lib/layouts/layout-props';
export * from './lib/layouts/default-layout';
export * from './lib/layouts/main-nav-menu-layout';
export * from './lib/layouts/job-header-layout';
export * from './lib/layouts/job-header-editor-layout';
export * from './lib/layouts/job-header-employer-layout';
export * from './lib/layouts/main-nav-menu-employer-layout';
export * from './lib/settings-menu/settings-menu';
export * from './lib/error-page/error-page';
export * from './lib/error-page/error-screen';
export * from './lib/error-page/error-status';
export * from './lib/error-page/not-found-loader';
export * from './lib/error-page/not-found-route';
export * from './lib/form/text-field';
export * from './lib/form/select-field';
export * from './lib/form/text-area-field';
export * from './lib/form/button';
export * from './lib/form/button-link';
export * from './lib/form/form-error';
export { SkillsInput, type SkillsInputProps } from './lib/form/skills-input';
export { Dialog, type DialogProps } from './lib/dialog/dialog';
export { ConfirmDialog, type ConfirmDialogProps } from './lib/dialog/confirm-dialog';
export { LEAVE_GUARD_TEXT, LEAVE_GUARD_MESSAGES, useLeaveGuard, type LeaveGuard } from './lib/dialog/leave-guard';
export {
  apiErrorText,
  describeApiError,
  fieldErrorText,
  formFieldOf,
  API_ERROR_TEXTS,
  FIELD_ERROR_TEXTS,
  type ApiFailure,
  type DescribedApiError,
  type DetailedFailure,
  type ErrorWords,
  type FieldDetail,
  type FieldErrorParams,
  type FieldErrorValue,
  type FieldProblem,
} from './lib/form/error-messages';
export { applyApiError } from './lib/form/apply-api-error';
export * from './lib/page/page-title';
export * from './lib/page/no-index';
export * from './lib/page/loader';
export * from './lib/page/card';
export { DataTable, type DataTableProps } from './lib/table/data-table';
export * from './lib/page/load-error';
export * from './lib/page/load-failure';
export * from './lib/page/auth-panel';
export { UpcomingSection, type UpcomingSectionProps } from './lib/page/upcoming-section';
export * from './lib/vacancy/vacancy-format';
export * from './lib/vacancy/salary-range';
export * from './lib/vacancy/company-logo';
export * from './lib/vacancy/city-name';
export * from './lib/vacancy/vacancy-card';
export * from './lib/vacancy/verified-badge';
export * from './lib/vacancy/vacancy-list';
export * from './lib/vacancy/pagination';
export * from './lib/seo/page-meta';
export * from './lib/seo/json-ld';
export * from './lib/image/image-url';
export * from './lib/image/image-base-url';
export * from './lib/image/image';
export * from './lib/accessibility/accessibility-statement';
export * from './lib/accessibility/accessibility-figures';
