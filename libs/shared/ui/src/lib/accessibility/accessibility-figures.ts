/**
 * What the e2e suite checks, per app, as the accessibility statements say it (issue 30 item 18).
 * e2e/src/journeys/accessibility-statement.spec.ts fails when these drift from the suite: the
 * addresses axe-core visits (e2e/src/support/accessibility-routes.ts) and the keyboard journeys
 * (e2e/src/journeys/keyboard.spec.ts).
 */
export const ACCESSIBILITY_FIGURES = {
  /** Addresses of each app that axe-core checks, in each language and at each width. */
  routes: { seeker: 23, employer: 18, admin: 17 },
  /** Languages × widths (1366 px and 390 px) each address is checked in. */
  languages: 2,
  widths: 2,
  /** End-to-end journeys done by keyboard alone. */
  keyboardJourneys: 6,
} as const;

export type AccessibilityApp = keyof typeof ACCESSIBILITY_FIGURES.routes;
