-- "Remote", «удалённо» and the like are no city (issue 4: the API refuses them in a vacancy, a résumé
-- and a company, @jobs/contracts cities.ts NOT_CITIES, which this list copies). Rows stored before:
-- a vacancy moves to its company's city as a remote job (when the company names a real city); a
-- résumé's city is cleared, and so is a company's.
CREATE TEMPORARY TABLE no_city_words (name_key text PRIMARY KEY);--> statement-breakpoint
INSERT INTO no_city_words VALUES
  ('remote'), ('remotely'), ('remote work'), ('anywhere'), ('worldwide'), ('online'),
  ('удаленно'), ('удаленка'), ('удаленная работа'), ('дистанционно'), ('онлайн'),
  ('любой'), ('любой город'), ('весь мир');--> statement-breakpoint
UPDATE "vacancies" v SET "city" = c."city", "schedule" = 'remote'
  FROM "companies" c
  WHERE c."id" = v."company_id"
    AND btrim(regexp_replace(replace(lower(v."city"), 'ё', 'е'), '[[:space:].‐–—-]+', ' ', 'g')) IN (SELECT name_key FROM no_city_words)
    AND btrim(coalesce(c."city", '')) <> ''
    AND btrim(regexp_replace(replace(lower(c."city"), 'ё', 'е'), '[[:space:].‐–—-]+', ' ', 'g')) NOT IN (SELECT name_key FROM no_city_words);--> statement-breakpoint
UPDATE "seeker_profiles" SET "city" = ''
  WHERE btrim(regexp_replace(replace(lower("city"), 'ё', 'е'), '[[:space:].‐–—-]+', ' ', 'g')) IN (SELECT name_key FROM no_city_words);--> statement-breakpoint
UPDATE "companies" SET "city" = NULL
  WHERE btrim(regexp_replace(replace(lower("city"), 'ё', 'е'), '[[:space:].‐–—-]+', ' ', 'g')) IN (SELECT name_key FROM no_city_words);--> statement-breakpoint
DROP TABLE no_city_words;
