import { AccountSettingsPage } from '@jobs/auth';

/** `/edit-vacancies-list/settings`: the editor's password. */
export const SettingsPage = () => <AccountSettingsPage role="editor" />;
