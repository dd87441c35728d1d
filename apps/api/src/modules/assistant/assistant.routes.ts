import { assistantRoutes, type AssistantTemplate } from '@jobs/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { AppError } from '../../lib/app-error';
import { currentUser, registerRoute } from '../../lib/register-route';
import { requestLocale } from '../../lib/request-locale';
import type { AssistantRepository } from './assistant.repository';
import type { Assistant } from './assistant.service';
import type { TemplateTitles } from './template-titles';

type Options = { repo: AssistantRepository; assistant: Assistant; titles?: TemplateTitles };

/** The assistant templates: seekers read them in their language; editors edit both languages. */
export const assistantRoutesPlugin: FastifyPluginAsync<Options> = async (app, { repo, assistant, titles }) => {
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

  registerRoute(app, assistantRoutes.editorUpdate, async (request) => {
    const { icon, ...body } = request.body;
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
