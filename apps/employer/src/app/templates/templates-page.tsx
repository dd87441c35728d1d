import {
  employerApplicationRoutes,
  MESSAGE_TEMPLATE_MAX_LENGTH,
  MESSAGE_TEMPLATE_PLACEHOLDERS,
  messageTemplatesSchema,
  type MessageTemplates,
} from '@jobs/contracts';
import { Button, ButtonLink, Card, FormError, Loader, LoadError, PageTitle, TextAreaField } from '@jobs/ui';
import { describeServerError } from '@jobs/vacancy-editor';
import { useApiClient } from '@jobs/web-platform';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { TEMPLATE_LABELS } from '../candidates/application-labels';
import { CANDIDATES_PATH } from '../candidates/candidate-paths';
import { storeTemplates, templatesQuery } from '../candidates/candidate-queries';
import styles from '../candidates/candidates.module.css';

/** A 404 here: the company's templates are gone. */
const TEMPLATES_ERROR_WORDS = { notFound: msg`These message templates no longer exist. Reload the page.` };

const STEPS = [
  'invited',
  'offer',
  'hired',
  'rejected',
  'screening',
] as const satisfies readonly (keyof MessageTemplates)[];
const [NAME, VACANCY, COMPANY] = MESSAGE_TEMPLATE_PLACEHOLDERS;

/** `/employer/templates`: the company's chat message for each step, with the placeholders explained. */
export function TemplatesPage() {
  const apiClient = useApiClient();
  const query = useQuery(templatesQuery(apiClient));
  const { t } = useLingui();
  return (
    <>
      <PageTitle
        title={t`Message templates`}
        description={t`The message a candidate gets in the chat at each step. You can still edit it before each move.`}
        actions={
          <ButtonLink to={CANDIDATES_PATH} variant="secondary">
            <Trans>Candidates</Trans>
          </ButtonLink>
        }
      />
      <Card aria-labelledby="placeholders-title">
        <h2 id="placeholders-title" className={styles.sectionTitle}>
          <Trans>Placeholders</Trans>
        </h2>
        <p className={styles.muted}>
          <Trans>These words in braces are replaced when the message is sent:</Trans>
        </p>
        <ul className={styles.placeholders}>
          <li>
            <Trans>
              <code>{NAME}</code> — the candidate's name
            </Trans>
          </li>
          <li>
            <Trans>
              <code>{VACANCY}</code> — the title of the vacancy they applied to
            </Trans>
          </li>
          <li>
            <Trans>
              <code>{COMPANY}</code> — your company's name
            </Trans>
          </li>
        </ul>
      </Card>
      {query.isPending && <Loader label={t`Loading the templates…`} />}
      {query.isError && (
        <LoadError onRetry={() => void query.refetch()}>
          <Trans>Could not load the templates.</Trans>
        </LoadError>
      )}
      {query.data && <TemplatesForm templates={query.data} />}
    </>
  );
}

function TemplatesForm({ templates }: { templates: MessageTemplates }) {
  const apiClient = useApiClient();
  const queryClient = useQueryClient();
  const { t, i18n } = useLingui();
  const [values, setValues] = useState<MessageTemplates>(templates);
  const [errors, setErrors] = useState<Partial<Record<keyof MessageTemplates, string>>>({});
  const [formError, setFormError] = useState('');
  const [saved, setSaved] = useState(false);
  const [busy, setBusy] = useState(false);
  const maxLength = i18n.number(MESSAGE_TEMPLATE_MAX_LENGTH);

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setSaved(false);
    setFormError('');
    const parsed = messageTemplatesSchema.safeParse(values);
    if (!parsed.success) {
      const next: Partial<Record<keyof MessageTemplates, string>> = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as keyof MessageTemplates;
        if (next[field]) continue;
        next[field] =
          issue.code === 'too_small'
            ? t`Write the message; a step cannot go without one.`
            : t`The message must be at most ${maxLength} characters.`;
      }
      setErrors(next);
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      const stored = await apiClient.call(employerApplicationRoutes.saveTemplates, { body: parsed.data });
      storeTemplates(queryClient, stored);
      setValues(stored);
      setSaved(true);
    } catch (error) {
      const described = describeServerError(error, TEMPLATES_ERROR_WORDS, i18n);
      setErrors(described.fields as Partial<Record<keyof MessageTemplates, string>>);
      setFormError(described.form ?? '');
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card>
      <form className={styles.templateFields} onSubmit={(event) => void handleSubmit(event)} noValidate>
        {STEPS.map((step) => {
          const used = i18n.number((values[step] ?? '').trim().length);
          return (
            <TextAreaField
              key={step}
              label={i18n._(TEMPLATE_LABELS[step])}
              value={values[step] ?? ''}
              rows={5}
              maxLength={MESSAGE_TEMPLATE_MAX_LENGTH}
              error={errors[step]}
              hint={t`${used} of ${maxLength} characters.`}
              onChange={(event) => {
                setSaved(false);
                setValues((current) => ({ ...current, [step]: event.target.value }));
              }}
            />
          );
        })}
        <FormError>{formError}</FormError>
        <div className={styles.formActions}>
          <Button type="submit" busy={busy}>
            <Trans>Save templates</Trans>
          </Button>
          <span role="status">{saved ? t`Templates saved.` : ''}</span>
        </div>
      </form>
    </Card>
  );
}
