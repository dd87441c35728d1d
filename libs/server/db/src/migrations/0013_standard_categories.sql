-- Categories are platform data editors manage (/edit-vacancies-list/categories): a hidden one is
-- kept on its vacancies but not offered to seekers. A fresh install (production too, where no demo
-- data is seeded) gets the standard set; an existing one (the demo data set inserts the same slugs)
-- keeps its own rows and names.
ALTER TABLE "categories" ADD COLUMN IF NOT EXISTS "hidden" boolean DEFAULT false NOT NULL;--> statement-breakpoint
INSERT INTO "categories" ("slug", "name_ru", "name_en", "position") VALUES
  ('it', 'Информационные технологии', 'IT & Software Development', 0),
  ('sales', 'Продажи', 'Sales', 1),
  ('marketing', 'Маркетинг, реклама, PR', 'Marketing, Advertising & PR', 2),
  ('finance', 'Бухгалтерия и финансы', 'Finance & Accounting', 3),
  ('logistics', 'Транспорт, логистика, склад', 'Logistics & Warehouse', 4),
  ('retail', 'Розничная торговля', 'Retail', 5),
  ('manufacturing', 'Производство', 'Manufacturing', 6),
  ('medicine', 'Медицина, фармацевтика', 'Healthcare & Pharma', 7),
  ('construction', 'Строительство, недвижимость', 'Construction & Real Estate', 8),
  ('hospitality', 'Гостиницы, рестораны, туризм', 'Hospitality & Tourism', 9),
  ('education', 'Образование', 'Education', 10),
  ('customer-support', 'Клиентская поддержка', 'Customer Support', 11),
  ('design', 'Дизайн', 'Design & Creative', 12),
  ('analytics', 'Аналитика и данные', 'Data & Analytics', 13),
  ('management', 'Управление проектами и продуктами', 'Project & Product Management', 14),
  ('hr', 'Управление персоналом', 'HR & Recruiting', 15),
  ('legal', 'Юриспруденция', 'Legal', 16),
  ('office', 'Административный персонал', 'Office & Administration', 17)
ON CONFLICT ("slug") DO NOTHING;
