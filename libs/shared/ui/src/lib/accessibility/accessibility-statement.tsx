import { Trans, useLingui } from '@lingui/react/macro';
import { PageTitle } from '../page/page-title';
import { ACCESSIBILITY_FIGURES, type AccessibilityApp } from './accessibility-figures';
import styles from './accessibility-statement.module.css';

export type AccessibilityStatementProps = {
  app: AccessibilityApp;
  /** Where to write about a barrier (the runtime configuration's `accessibilityEmail`). */
  contactEmail: string;
};

/**
 * The accessibility statement of one app (issue 30 item 18): the standard, what is tested and how,
 * with the suite's own figures, the known gaps, and whom to write to.
 */
export function AccessibilityStatement({ app, contactEmail }: AccessibilityStatementProps) {
  const { t, i18n } = useLingui();
  const routes = ACCESSIBILITY_FIGURES.routes[app];
  const checks = routes * ACCESSIBILITY_FIGURES.languages * ACCESSIBILITY_FIGURES.widths;
  const journeys = ACCESSIBILITY_FIGURES.keyboardJourneys;
  const shownRoutes = i18n.number(routes);
  const shownChecks = i18n.number(checks);
  const shownJourneys = i18n.number(journeys);
  return (
    <article className={styles.statement}>
      <PageTitle
        title={t`Accessibility`}
        description={t`How we make this service usable by everyone, and how we check it.`}
      />
      <section aria-labelledby="a11y-standard">
        <h2 id="a11y-standard">
          <Trans>Our standard</Trans>
        </h2>
        <p>
          <Trans>
            We aim to meet the Web Content Accessibility Guidelines (WCAG) 2.2 at level AA in every app of the platform:
            the job search, the employers’ app and the editors’ app.
          </Trans>
        </p>
      </section>
      <section aria-labelledby="a11y-tested">
        <h2 id="a11y-tested">
          <Trans>What we test, and how</Trans>
        </h2>
        <ul>
          <li data-figure="routes">
            <Trans>
              Automated checks: axe-core looks at every page of this app ({shownRoutes} addresses) in Russian and in
              English, on a 1366 px desktop and on a 390 px phone: {shownChecks} page checks on every change, and none
              may have a serious or critical violation of WCAG 2.2 AA.
            </Trans>
          </li>
          <li data-figure="keyboard">
            <Trans>
              Keyboard journeys: {shownJourneys} end-to-end tests done by keyboard alone, among them searching with
              filters, applying to a vacancy (the résumé and a cover letter), chatting, a form and the dialogs. They
              check that the focused control shows it and that focus stays inside an open dialog.
            </Trans>
          </li>
          <li>
            <Trans>
              Layout: the headers, the dialogs and the chat are checked to fit a 1366 × 768 laptop and a 390 × 844
              phone, with their buttons in view.
            </Trans>
          </li>
        </ul>
      </section>
      <section aria-labelledby="a11y-gaps">
        <h2 id="a11y-gaps">
          <Trans>Known gaps</Trans>
        </h2>
        <ul>
          <li>
            <Trans>The checks run in Chromium only; Firefox and Safari are not tested automatically.</Trans>
          </li>
          <li>
            <Trans>
              No one has yet gone through the apps with a screen reader (NVDA, JAWS, VoiceOver) from start to finish;
              automated checks find only part of the barriers.
            </Trans>
          </li>
          <li>
            <Trans>
              Vacancy texts and company logos come from the companies: their headings, plain language and image
              descriptions are theirs.
            </Trans>
          </li>
        </ul>
      </section>
      <section aria-labelledby="a11y-contact">
        <h2 id="a11y-contact">
          <Trans>Contact</Trans>
        </h2>
        <p>
          <Trans>
            Met a barrier? Write to <a href={`mailto:${contactEmail}`}>{contactEmail}</a>: say which page and what
            happened, and we will fix it or find you another way.
          </Trans>
        </p>
      </section>
    </article>
  );
}
