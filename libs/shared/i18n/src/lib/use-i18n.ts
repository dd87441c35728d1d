import type { I18n } from '@lingui/core';
import { LinguiContext } from '@lingui/react';
import { useContext } from 'react';
import { i18n as sharedI18n } from './i18n';

/**
 * The Lingui instance for the shared libraries, which translate without the macro (so they need no
 * build plugin): `const { i18n } = useI18n(); i18n._({ id: 'error.notFound.title', message: 'Page Not Found' })`
 * (`lingui extract` reads `i18n._({ id, message })` calls). Inside an `I18nProvider` it follows the
 * provider and re-renders on a locale change; outside one it is the shared instance (English source).
 */
export const useI18n = (): { i18n: I18n } => {
  const context = useContext(LinguiContext);
  return { i18n: context?.i18n ?? sharedI18n };
};
