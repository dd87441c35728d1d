import { isApiError } from '@jobs/api-client';
import {
  assistantRoutes,
  ASSISTANT_GREETING_MAX_LENGTH,
  ASSISTANT_INSTRUCTIONS_MAX_LENGTH,
  ASSISTANT_TITLE_MAX_LENGTH,
  type AssistantTemplate,
  type UpdateAssistantTemplateBody,
} from '@jobs/contracts';
import {
  Button,
  Card,
  FormError,
  Image,
  Loader,
  PageTitle,
  TextAreaField,
  TextField,
  type FieldErrorValue,
} from '@jobs/ui';
import { useApiClient } from '@jobs/web-platform';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';

export const ASSISTANT_TEMPLATES_KEY = ['editor', 'assistant-templates'] as const;

type Form = Omit<UpdateAssistantTemplateBody, 'icon'> & { icon: string };

const toForm = (template: AssistantTemplate): Form => ({
  title_ru: template.title_ru,
  title_en: template.title_en,
  greeting_ru: template.greeting_ru,
  greeting_en: template.greeting_en,
  instructions_ru: template.instructions_ru,
  instructions_en: template.instructions_en,
  icon: template.icon ?? '',
});

/** `/edit-vacancies-list/assistant`: editors edit the assistant templates' texts and icons. */
export function AssistantTemplatesPage() {
  const apiClient = useApiClient();
  const { t } = useLingui();
  const templates = useQuery({
    queryKey: ASSISTANT_TEMPLATES_KEY,
    queryFn: ({ signal }) => apiClient.call(assistantRoutes.editorList, {}, { signal }),
  });
  return (
    <>
      <PageTitle
        title={t`Assistant templates`}
        description={t`The AI assistant chats job seekers start from: title, icon, greeting and instructions in both languages.`}
      />
      {templates.isPending && <Loader />}
      {templates.isError && (
        <Card>
          <FormError>
            <Trans>Could not load the templates.</Trans>
          </FormError>
          <Button type="button" onClick={() => templates.refetch()}>
            <Trans>Try again</Trans>
          </Button>
        </Card>
      )}
      {templates.data?.length === 0 && (
        <p>
          <Trans>There are no templates.</Trans>
        </p>
      )}
      {templates.data?.map((template) => (
        <TemplateForm key={template.id} template={template} />
      ))}
    </>
  );
}

function TemplateForm({ template }: { template: AssistantTemplate }) {
  const apiClient = useApiClient();
  const queryClient = useQueryClient();
  const headingId = useId();
  const { t, i18n } = useLingui();
  const instructionsHint = t`What the assistant is told in chats from this template (the AI provider’s system prompt).`;
  const templateTitle = i18n.locale === 'ru' ? template.title_ru : template.title_en;
  const [form, setForm] = useState<Form>(() => toForm(template));
  const [errors, setErrors] = useState<Record<string, FieldErrorValue>>({});
  const [status, setStatus] = useState<'idle' | 'saving' | 'saved' | 'failed'>('idle');

  const field = (name: keyof Form) => ({
    name,
    value: form[name],
    error: errors[name],
    onChange: (event: { target: { value: string } }) => {
      setForm((current) => ({ ...current, [name]: event.target.value }));
      setStatus('idle');
    },
  });

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setStatus('saving');
    setErrors({});
    try {
      const saved = await apiClient.call(assistantRoutes.editorUpdate, {
        params: { id: template.id },
        body: { ...form, icon: form.icon.trim() === '' ? null : form.icon.trim() },
      });
      queryClient.setQueryData<AssistantTemplate[]>(ASSISTANT_TEMPLATES_KEY, (list) =>
        list?.map((item) => (item.id === saved.id ? saved : item)),
      );
      setForm(toForm(saved));
      setStatus('saved');
    } catch (error) {
      if (isApiError(error)) setErrors(error.fieldErrors());
      setStatus('failed');
    }
  };

  return (
    <Card aria-labelledby={headingId}>
      <h2 id={headingId}>
        <Image src={template.icon} alt={t`${templateTitle} icon`} width={32} height={32} fit="contain" />{' '}
        {templateTitle} <small>({template.slug})</small>
      </h2>
      <form onSubmit={handleSubmit} noValidate>
        <TextField label={t`Title (Russian)`} maxLength={ASSISTANT_TITLE_MAX_LENGTH} required {...field('title_ru')} />
        <TextField label={t`Title (English)`} maxLength={ASSISTANT_TITLE_MAX_LENGTH} required {...field('title_en')} />
        <TextAreaField
          label={t`Greeting (Russian)`}
          rows={3}
          maxLength={ASSISTANT_GREETING_MAX_LENGTH}
          required
          {...field('greeting_ru')}
        />
        <TextAreaField
          label={t`Greeting (English)`}
          rows={3}
          maxLength={ASSISTANT_GREETING_MAX_LENGTH}
          required
          {...field('greeting_en')}
        />
        <TextAreaField
          label={t`Instructions (Russian)`}
          rows={5}
          hint={instructionsHint}
          maxLength={ASSISTANT_INSTRUCTIONS_MAX_LENGTH}
          required
          {...field('instructions_ru')}
        />
        <TextAreaField
          label={t`Instructions (English)`}
          rows={5}
          hint={instructionsHint}
          maxLength={ASSISTANT_INSTRUCTIONS_MAX_LENGTH}
          required
          {...field('instructions_en')}
        />
        <TextField
          label={t`Icon URL`}
          hint={t`An uploaded image (/uploads/…); leave empty for none.`}
          {...field('icon')}
        />
        {status === 'failed' && (
          <FormError>
            <Trans>Could not save the template. Check the fields and try again.</Trans>
          </FormError>
        )}
        <p role="status">{status === 'saved' ? t`Saved.` : ''}</p>
        <Button type="submit" disabled={status === 'saving'}>
          {status === 'saving' ? t`Saving…` : t`Save`}
        </Button>
      </form>
    </Card>
  );
}
