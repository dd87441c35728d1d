import { ASSISTANT_EVENTS_CHANNEL } from '@jobs/server-db';
import fp from 'fastify-plugin';
import { API_PREFIX } from '../../lib/core';
import { createUploadsRepository } from '../uploads/uploads.repository';
import { createAssistantSharing } from './assistant-sharing';
import { createAssistantRepository } from './assistant.repository';
import { assistantRoutesPlugin } from './assistant.routes';
import { createAssistant } from './assistant.service';
import type { ProviderConfig } from './provider';
import { createTemplateTitles, type TemplateTitles } from './template-titles';
import { ensureTemplateTexts } from './templates';

/** The seeker's chat assistant (its templates, replies and their job) and the language-model provider. */
export const assistantModule = fp(
  async (app) => {
    const config = app.appConfig;
    const sharing = createAssistantSharing(app.log);
    app.channels.on(ASSISTANT_EVENTS_CHANNEL, sharing.handler);
    sharing.attach(app.channels.listener);
    const repo = createAssistantRepository(app.database.db);
    await ensureTemplateTexts(repo);
    const titles = createTemplateTitles(repo);
    // The language-model provider (none: the built-in answers), for the chat assistant and the
    // applications' cover-letter drafts alike.
    const provider: ProviderConfig | undefined = config.ASSISTANT_API_BASE_URL
      ? {
          baseUrl: config.ASSISTANT_API_BASE_URL,
          apiKey: config.ASSISTANT_API_KEY,
          model: config.ASSISTANT_MODEL,
          timeoutMs: config.ASSISTANT_TIMEOUT_MS,
        }
      : undefined;
    const { chatLive } = app;
    const assistant = createAssistant({
      app,
      repo,
      log: app.log,
      ratePerMinute: config.ASSISTANT_RATE_LIMIT_PER_MINUTE,
      onTyping: (chatId, seekerId, typing) => void chatLive.typing(chatId, seekerId, typing),
      sharing,
      provider,
    });
    app.jobs.define(assistant.jobs);
    assistant.attachQueue(app.jobQueue);
    app.decorate('assistant', assistant);
    app.decorate('assistantProvider', provider);
    app.decorate('templateTitles', titles);
    await app.register(assistantRoutesPlugin, {
      prefix: API_PREFIX,
      repo,
      uploads: createUploadsRepository(app.database.db),
      assistant,
      titles,
    });
    app.addHook('onClose', async () => {
      await assistant.whenIdle();
      sharing.close();
    });
  },
  { name: 'assistant', dependencies: ['live'] },
);

declare module 'fastify' {
  interface FastifyInstance {
    assistant: ReturnType<typeof createAssistant>;
    /** The language-model provider, when configured. */
    assistantProvider: ProviderConfig | undefined;
    templateTitles: TemplateTitles;
  }
}
