import { FIELD_CATEGORIES } from './categories-field';
import { OFFICE_CATEGORIES } from './categories-office';
import type { CategorySpec } from './types';

const DISPLAY_ORDER = [
  'it',
  'sales',
  'marketing',
  'finance',
  'logistics',
  'retail',
  'manufacturing',
  'medicine',
  'construction',
  'hospitality',
  'education',
  'customer-support',
  'design',
  'analytics',
  'management',
  'hr',
  'legal',
  'office',
];

const bySlug = new Map([...OFFICE_CATEGORIES, ...FIELD_CATEGORIES].map((category) => [category.slug, category]));

/** Every category of the platform, in display order (the `position` column follows it). */
export const CATEGORY_CATALOG: readonly CategorySpec[] = DISPLAY_ORDER.map((slug) => {
  const category = bySlug.get(slug);
  if (!category) throw new Error(`Unknown category ${slug}`);
  return category;
});

export * from './types';
