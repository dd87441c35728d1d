import { z } from 'zod';
import { idParamsSchema, idSchema, okSchema } from './common';
import { defineRoute } from './route';

/** Form limits of a category (the API enforces them). */
export const CATEGORY_LIMITS = { slugMax: 50, nameMax: 80, max: 200 } as const;

const categoryName = z.string().trim().min(1).max(CATEGORY_LIMITS.nameMax);

/** A category as editors manage it: both names, its place in the list, hidden or not, how many vacancies use it. */
export const editorCategorySchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name_ru: z.string(),
  name_en: z.string(),
  position: z.number().int(),
  /** Hidden from seekers (the category list, search facets); its vacancies keep it. */
  hidden: z.boolean(),
  /** Vacancies of any status in it: one in use cannot be deleted. */
  vacancy_count: z.number().int(),
});
export type EditorCategory = z.infer<typeof editorCategorySchema>;

export const editorCategoryListSchema = z.object({ items: z.array(editorCategorySchema) });

export const createCategoryBodySchema = z
  .object({
    /** The URL name (`/vacancies?category=it`): lower-case latin letters, digits and hyphens. */
    slug: z
      .string()
      .trim()
      .min(2)
      .max(CATEGORY_LIMITS.slugMax)
      .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Lower-case latin letters, digits and single hyphens'),
    name_ru: categoryName,
    name_en: categoryName,
    hidden: z.boolean().default(false),
  })
  .strict();
export type CreateCategoryBody = z.infer<typeof createCategoryBodySchema>;

export const updateCategoryBodySchema = z
  .object({ name_ru: categoryName.optional(), name_en: categoryName.optional(), hidden: z.boolean().optional() })
  .strict();
export type UpdateCategoryBody = z.infer<typeof updateCategoryBodySchema>;

export const orderCategoriesBodySchema = z
  .object({
    /** Every category's id, in the new order. */
    ids: z
      .array(idSchema)
      .min(1)
      .max(CATEGORY_LIMITS.max)
      .refine((ids) => new Set(ids).size === ids.length, { message: 'Ids must not repeat' }),
  })
  .strict();

const EDITOR = ['editor'] as const;

/** Editors manage the platform's categories (product.md: a fresh install gets the standard set by migration). */
export const editorCategoryRoutes = {
  list: defineRoute({
    method: 'GET',
    path: '/editor/categories',
    summary: 'Every category, hidden ones too, in display order, with its vacancy count',
    tags: ['editor'],
    auth: EDITOR,
    response: editorCategoryListSchema,
  }),
  create: defineRoute({
    method: 'POST',
    path: '/editor/categories',
    summary: 'Add a category at the end of the list; a taken slug is a 409 naming `slug`',
    tags: ['editor'],
    auth: EDITOR,
    status: 201,
    body: createCategoryBodySchema,
    response: editorCategorySchema,
  }),
  update: defineRoute({
    method: 'PATCH',
    path: '/editor/categories/:id',
    summary: 'Rename a category (ru/en) or hide/show it',
    tags: ['editor'],
    auth: EDITOR,
    params: idParamsSchema,
    body: updateCategoryBodySchema,
    response: editorCategorySchema,
  }),
  order: defineRoute({
    method: 'PUT',
    path: '/editor/categories/order',
    summary: "Reorder: every category's id in the new order (400 naming `ids` when one is missing or unknown)",
    tags: ['editor'],
    auth: EDITOR,
    body: orderCategoriesBodySchema,
    response: editorCategoryListSchema,
  }),
  remove: defineRoute({
    method: 'DELETE',
    path: '/editor/categories/:id',
    summary: 'Delete a category no vacancy uses; one in use is a 409 with `vacancy_count` (hide it instead)',
    tags: ['editor'],
    auth: EDITOR,
    params: idParamsSchema,
    response: okSchema,
  }),
} as const;
