import { z } from 'zod';
import { idParamsSchema, isoDateSchema } from './common';
import { defineRoute } from './route';

/** The assistant templates' texts: limits of the editor form. */
export const ASSISTANT_TITLE_MAX_LENGTH = 120;
export const ASSISTANT_GREETING_MAX_LENGTH = 2000;
export const ASSISTANT_INSTRUCTIONS_MAX_LENGTH = 8000;
export const ASSISTANT_ICON_MAX_LENGTH = 8000;

/** The three templates every seeker can start an assistant chat from. */
export const ASSISTANT_TEMPLATE_SLUGS = ['find-job', 'improve-resume', 'prepare-interview'] as const;
export const assistantTemplateSlugSchema = z.enum(ASSISTANT_TEMPLATE_SLUGS);
export type AssistantTemplateSlug = z.infer<typeof assistantTemplateSlugSchema>;

const text = (max: number, label: string) =>
  z.string().trim().min(1, `${label} must not be empty`).max(max, `${label} must be at most ${max} characters`);

/** A template as editors see and edit it: both languages; `id` is the template chat's id. */
export const assistantTemplateSchema = z.object({
  id: z.number().int(),
  slug: assistantTemplateSlugSchema,
  /** An image URL (may be a `data:image/svg+xml` URL); shown next to the title in chat lists. */
  icon: z.string().nullable(),
  title_ru: z.string(),
  title_en: z.string(),
  greeting_ru: z.string(),
  greeting_en: z.string(),
  /** What the assistant is told to do in chats from this template (the provider's system prompt). */
  instructions_ru: z.string(),
  instructions_en: z.string(),
  updatedAt: isoDateSchema,
});
export type AssistantTemplate = z.infer<typeof assistantTemplateSchema>;

export const updateAssistantTemplateBodySchema = z.object({
  title_ru: text(ASSISTANT_TITLE_MAX_LENGTH, 'Title'),
  title_en: text(ASSISTANT_TITLE_MAX_LENGTH, 'Title'),
  greeting_ru: text(ASSISTANT_GREETING_MAX_LENGTH, 'Greeting'),
  greeting_en: text(ASSISTANT_GREETING_MAX_LENGTH, 'Greeting'),
  instructions_ru: text(ASSISTANT_INSTRUCTIONS_MAX_LENGTH, 'Instructions'),
  instructions_en: text(ASSISTANT_INSTRUCTIONS_MAX_LENGTH, 'Instructions'),
  /**
   * An uploaded image (`/uploads/…`, as POST /uploads answers it), or null for none. The API also
   * takes back the icon the template already has (a built-in one) unchanged; never an address
   * on another site (a tracking pixel in every seeker's chat list) nor any other data URL.
   */
  icon: z
    .string()
    .trim()
    .max(ASSISTANT_ICON_MAX_LENGTH, `Icon must be at most ${ASSISTANT_ICON_MAX_LENGTH} characters`)
    .regex(
      /^(\/uploads\/(?!.*\.\.)[A-Za-z0-9][A-Za-z0-9/_.-]*|data:image\/svg\+xml,.*)$/s,
      'Icon must be an uploaded image (/uploads/…)',
    )
    .nullable(),
});
export type UpdateAssistantTemplateBody = z.infer<typeof updateAssistantTemplateBodySchema>;

/** A template as a seeker sees it: in the seeker's language. */
export const seekerAssistantTemplateSchema = z.object({
  /** The template chat: a first send to it creates the seeker's own assistant chat. */
  id: z.number().int(),
  slug: assistantTemplateSlugSchema,
  icon: z.string().nullable(),
  title: z.string(),
  greeting: z.string(),
});
export type SeekerAssistantTemplate = z.infer<typeof seekerAssistantTemplateSchema>;

export const assistantRoutes = {
  templates: defineRoute({
    method: 'GET',
    path: '/assistant/templates',
    summary: 'The assistant templates (title, icon, greeting) in the seeker’s language',
    tags: ['assistant'],
    auth: ['seeker'],
    response: z.array(seekerAssistantTemplateSchema),
  }),
  editorList: defineRoute({
    method: 'GET',
    path: '/editor/assistant-templates',
    summary: 'The assistant templates with their texts in both languages, for editors',
    tags: ['assistant'],
    auth: ['editor'],
    response: z.array(assistantTemplateSchema),
  }),
  editorUpdate: defineRoute({
    method: 'PUT',
    path: '/editor/assistant-templates/:id',
    summary: 'Edit a template’s title, icon, greeting and instructions',
    tags: ['assistant'],
    auth: ['editor'],
    params: idParamsSchema,
    body: updateAssistantTemplateBodySchema,
    response: assistantTemplateSchema,
  }),
} as const;
