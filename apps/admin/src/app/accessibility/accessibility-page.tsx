import { AccessibilityStatement } from '@jobs/ui';
import { useRuntimeConfig } from '@jobs/web-platform';

/** The app's accessibility statement (issue 30), linked from the settings menu; public. */
export function AccessibilityPage() {
  const { accessibilityEmail } = useRuntimeConfig();
  return <AccessibilityStatement app="admin" contactEmail={accessibilityEmail} />;
}
