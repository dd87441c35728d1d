import { AccountSettingsPage } from '@jobs/auth';

/** E-mail about messages and applications only (no saved-search alerts for employers). */
const EMPLOYER_NOTIFICATIONS = ['messages', 'applications'] as const;

/** `/employer/settings`: e-mail about messages and applications, the password, the e-mail's confirmation. */
export const SettingsPage = () => <AccountSettingsPage role="employer" notificationKinds={EMPLOYER_NOTIFICATIONS} />;
