import type OneSignalType from 'react-onesignal';

export type OneSignal = typeof OneSignalType;

/** Loads react-onesignal (its own chunk), which adds the push provider's script from `scriptUrl`. */
export const startPush = async (appId: string, scriptUrl: string): Promise<OneSignal> => {
  const { default: OneSignal } = await import('react-onesignal');
  // Nothing is sent about the user before consent (given with the sign-in, see identifyPushUser).
  // Queued until the provider's script has loaded (init adds it), so not awaited here.
  void OneSignal.setConsentRequired(true).catch(() => undefined);
  await OneSignal.init({
    appId,
    requiresUserPrivacyConsent: true,
    scriptSrc: scriptUrl,
    // Local development and e2e run on http://localhost.
    allowLocalhostAsSecureOrigin: true,
    // The permission prompt is asked for explicitly, once the user is signed in.
    promptOptions: {
      slidedown: { prompts: [{ type: 'push', autoPrompt: false, delay: { pageViews: 1, timeDelay: 0 } }] },
    },
  });
  return OneSignal;
};

/**
 * The signed-in user becomes the push user: consent (the user accepted the terms when signing up),
 * login with the user id, tags for role and locale, then the permission prompt (a slidedown the
 * user answers; the browser's own prompt only follows an "Allow").
 */
export const identifyPushUser = async (
  OneSignal: OneSignal,
  user: { id: string; role: string; locale: string },
): Promise<void> => {
  await OneSignal.setConsentGiven(true);
  await OneSignal.login(user.id);
  await OneSignal.User.addTags({ role: user.role, locale: user.locale });
  await OneSignal.Slidedown.promptPush();
};

/** At sign-out: the push user is logged out and consent withdrawn until the next sign-in. */
export const forgetPushUser = async (OneSignal: OneSignal): Promise<void> => {
  await OneSignal.logout();
  await OneSignal.setConsentGiven(false);
};
