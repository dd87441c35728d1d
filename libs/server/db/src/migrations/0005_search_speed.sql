-- Search speed (issue 4). A version that every statement changing what search shows moves on:
-- the API keys its cached match counts and facet counts on it (a sequence: no row lock, no
-- contention between writers; PostgreSQL instances all see the same one).
CREATE SEQUENCE IF NOT EXISTS "vacancies_search_version";--> statement-breakpoint
CREATE OR REPLACE FUNCTION vacancies_search_version_bump() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM nextval('vacancies_search_version');
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER vacancies_search_version_change AFTER INSERT OR DELETE OR UPDATE OF status, category_id, city, country,
  salary_from, salary_to, currency, experience, employment, schedule, published_at, title, skills, requirements, description
  ON vacancies FOR EACH STATEMENT EXECUTE FUNCTION vacancies_search_version_bump();--> statement-breakpoint
CREATE TRIGGER vacancies_search_version_truncate AFTER TRUNCATE ON vacancies
  FOR EACH STATEMENT EXECUTE FUNCTION vacancies_search_version_bump();--> statement-breakpoint
CREATE TRIGGER categories_search_version_change AFTER INSERT OR DELETE OR UPDATE OR TRUNCATE ON categories
  FOR EACH STATEMENT EXECUTE FUNCTION vacancies_search_version_bump();--> statement-breakpoint
-- Newest first (the default order), with the id as tie-break, published only: a page is a short index walk.
CREATE INDEX IF NOT EXISTS "vacancies_published_date_idx" ON "vacancies" ("published_at" DESC, "id" DESC)
  WHERE "status" = 'published';--> statement-breakpoint
-- Highest salary first: the best stated monthly pay in roubles at the API's fixed rates (search.sql.ts
-- builds the same expression), published only.
CREATE INDEX IF NOT EXISTS "vacancies_published_salary_idx" ON "vacancies"
  (((coalesce("salary_to", "salary_from"))::bigint * (CASE "currency" WHEN 'USD' THEN 90 WHEN 'EUR' THEN 98 ELSE 1 END)) DESC NULLS LAST, "id" DESC)
  WHERE "status" = 'published';
