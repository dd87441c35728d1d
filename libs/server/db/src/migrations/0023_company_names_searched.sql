-- Company names are part of what search matches (issue 30): «Acme», «Acme Logistics» find the
-- company's vacancies. The vacancy's search document gets its company's name (weight B, as the
-- skills); the document table of migration 0017 follows the vector as before. A company renamed
-- recomputes its vacancies' vectors and moves the search version on with them logged, so every
-- API instance drops the text matches it kept for the old name.
CREATE OR REPLACE FUNCTION vacancies_company_words(company integer) RETURNS tsvector LANGUAGE sql STABLE AS $$
  SELECT setweight(to_tsvector('russian'::regconfig, coalesce((SELECT name FROM companies WHERE id = company), '')), 'B')
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION vacancies_search_vector_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_vector := vacancies_search_document(NEW.title, NEW.skills, NEW.requirements, NEW.description)
    || vacancies_company_words(NEW.company_id);
  RETURN NEW;
END
$$;--> statement-breakpoint
DROP TRIGGER IF EXISTS vacancies_search_vector_update ON vacancies;--> statement-breakpoint
CREATE TRIGGER vacancies_search_vector_update BEFORE INSERT OR UPDATE OF title, skills, requirements, description, company_id
  ON vacancies FOR EACH ROW EXECUTE FUNCTION vacancies_search_vector_update();--> statement-breakpoint
CREATE FUNCTION companies_search_name_updated() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids integer[];
BEGIN
  WITH changed AS (
    UPDATE vacancies SET search_vector = vacancies_search_document(title, skills, requirements, description)
        || setweight(to_tsvector('russian'::regconfig, coalesce(NEW.name, '')), 'B')
      WHERE company_id = NEW.id
      RETURNING id, status
  )
  SELECT array_agg(id) INTO ids FROM changed WHERE status = 'published';
  IF ids IS NOT NULL THEN PERFORM search_version_bump(ids); END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER companies_search_name_updated AFTER UPDATE OF name ON companies
  FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name)
  EXECUTE FUNCTION companies_search_name_updated();--> statement-breakpoint
-- Suggestions offer companies by name (a word of it, or a similar one): trigrams, as for titles.
CREATE INDEX "companies_name_trgm_idx" ON "companies" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
UPDATE vacancies SET search_vector = vacancies_search_document(title, skills, requirements, description)
  || vacancies_company_words(company_id);--> statement-breakpoint
SELECT search_version_bump(NULL);
