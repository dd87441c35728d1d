import type { SavedSearchAlert } from '@jobs/contracts';
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

const ALERT_LABEL: Record<SavedSearchAlert, MessageDescriptor> = {
  off: msg({ message: 'No alerts', context: 'saved search alert' }),
  instant: msg({ message: 'At once', context: 'saved search alert' }),
  daily: msg({ message: 'Once a day', context: 'saved search alert' }),
};

/** The alert choices of a saved search, in the interface language. */
export const alertOptions = (i18n: I18n) =>
  (Object.keys(ALERT_LABEL) as SavedSearchAlert[]).map((value) => ({ value, label: i18n._(ALERT_LABEL[value]) }));
