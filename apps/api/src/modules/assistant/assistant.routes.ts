import { assistantRoutes, type AssistantTemplate } from '@jobs/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { AppError, fieldError } from '../../lib/app-error';
import { currentUser, registerRoute } from '../../lib/register-route';
import { requestLocale } from '../../lib/request-locale';
import type { AssistantRepository } from './assistant.repository';
import type { Assistant } from './assistant.service';
import type { UploadsRepository } from '../uploads/uploads.repository';
import type { TemplateTitles } from './template-titles';
import { TEMPLATE_DEFAULTS } from './templates';

type Options = {
  repo: AssistantRepository;
  uploads: Pick<UploadsRepository, 'isUploadUrl'>;
  assistant: Assistant;
  titles?: TemplateTitles;
};

/** The assistant templates: seekers read them in their language; editors edit both languages. */
export const assistantRoutesPlugin: FastifyPluginAsync<Options> = async (app, { repo, uploads, assistant, titles }) => {
  const editorView = async (): Promise<AssistantTemplate[]> =>
    (await repo.templates()).flatMap(({ chatId, icon, texts }) =>
      texts
        ? [
            {
              id: chatId,
              slug: texts.slug as AssistantTemplate['slug'],
              icon,
              title_ru: texts.titleRu,
              title_en: texts.titleEn,
              greeting_ru: texts.greetingRu,
              greeting_en: texts.greetingEn,
              instructions_ru: texts.instructionsRu,
              instructions_en: texts.instructionsEn,
              updatedAt: texts.updatedAt.toISOString(),
            },
          ]
        : [],
    );

  registerRoute(app, assistantRoutes.templates, async (request) => {
    const user = currentUser(request);
    // The interface's language when the caller says it, else the account's.
    const locale = requestLocale(request) ?? (await repo.seeker(user.id))?.locale ?? 'ru';
    return (await editorView()).map((template) => ({
      id: template.id,
      slug: template.slug,
      icon: template.icon,
      title: locale === 'ru' ? template.title_ru : template.title_en,
      greeting: locale === 'ru' ? template.greeting_ru : template.greeting_en,
    }));
  });

  registerRoute(app, assistantRoutes.editorList, async () => editorView());

  const builtInIcons = new Set(TEMPLATE_DEFAULTS.map((template) => template.icon));

  registerRoute(app, assistantRoutes.editorUpdate, async (request) => {
    const { icon, ...body } = request.body;
    // Only our own images: a recorded upload, a built-in icon, or the icon it already has.
    if (icon !== null && !builtInIcons.has(icon)) {
      const current = (await repo.templates()).find((template) => template.chatId === request.params.id);
      if (icon !== current?.icon && !(await uploads.isUploadUrl(icon))) {
        throw fieldError(
          'body.icon',
          'upload_not_own',
          undefined,
          'Upload the icon first: only uploaded images can be used',
        );
      }
    }
    const updated = await repo.updateTemplate(
      request.params.id,
      {
        titleRu: body.title_ru,
        titleEn: body.title_en,
        greetingRu: body.greeting_ru,
        greetingEn: body.greeting_en,
        instructionsRu: body.instructions_ru,
        instructionsEn: body.instructions_en,
      },
      icon,
      body.title_ru,
    );
    if (!updated) throw new AppError('NOT_FOUND', 'Template not found');
    assistant.templatesChanged();
    titles?.forget();
    const template = (await editorView()).find((candidate) => candidate.id === request.params.id);
    if (!template) throw new AppError('NOT_FOUND', 'Template not found');
    return template;
  });
};
