import { LinguiContext, Trans as LinguiTrans } from '@lingui/react';
import { useContext, type ComponentProps } from 'react';
import { i18n as sharedI18n } from './i18n';

type LinguiContextValue = NonNullable<React.ContextType<typeof LinguiContext>>;

/** Outside an `I18nProvider` (a unit test rendering one component) the shared instance serves. */
const fallbackContext: LinguiContextValue = { i18n: sharedI18n, _: sharedI18n.t.bind(sharedI18n) };

/**
 * What the Lingui macros call (`runtimeConfigModule` in every lingui.config.ts): Lingui's own
 * `useLingui`, except that outside a provider it answers with the shared instance (English source
 * strings) instead of throwing, so a component renders in a test exactly as in the app.
 * In a component: `import { useLingui } from '@lingui/react/macro'; const { t } = useLingui();`.
 */
export const useLingui = (): LinguiContextValue => useContext(LinguiContext) ?? fallbackContext;

/** Lingui's `<Trans>` with the same fallback (the `<Trans>` macro compiles to this). */
export function Trans(props: ComponentProps<typeof LinguiTrans>) {
  const context = useContext(LinguiContext);
  const trans = <LinguiTrans {...props} />;
  return context ? trans : <LinguiContext value={fallbackContext}>{trans}</LinguiContext>;
}
