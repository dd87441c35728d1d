import { AccountSettingsPage } from '@jobs/auth';
import { NOTIFICATION_KINDS } from '@jobs/contracts';

/** `/settings`: notification settings (every kind), the password, the e-mail's confirmation. */
export const SettingsPage = () => <AccountSettingsPage role="seeker" notificationKinds={NOTIFICATION_KINDS} />;
