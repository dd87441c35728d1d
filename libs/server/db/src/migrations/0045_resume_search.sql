-- The résumé database's search on the vacancy search's methods (issues 25 and 29). A résumé row is
-- 1.8 kB (its work history, education, about): a query read every match's row to rank it and count
-- its facets, so a broad word at 100,000 résumés cost 150-600 ms and seconds at a million. Now:
-- * the searchable résumés (open to every employer or to all but a list, of an active seeker) have a
--   narrow row of their own: the document, the filter values as terms (`c:<city>`, `x:<experience>`,
--   `s:<schedule>`, `j:<job-search status>`, `k:<skill, lower case>`, `l:<language code>`, `d:<the UTC
--   day it was saved>`) in one GIN index with the words (a word and a city are intersected inside
--   the index, as migration 0044 does for vacancies), the hidden-from list, the salary expectation
--   and the freshness;
-- * every 64th of them (user_id % 64 = 0) is copied into a sample table of its own with its own
--   index (as migration 0039): a broad query's total and facets are the sample's counts scaled, and
--   its page comes from the newest days' matches (resumes.repository.ts says when).
-- Both tables follow the profiles and their users by triggers.
CREATE FUNCTION resume_search_terms(
  city text, experience text, schedule text, job_search_status text, skills text[], languages jsonb,
  updated_at timestamptz
) RETURNS text[] LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$
  SELECT array_remove(ARRAY['c:' || city, 'x:' || experience, 's:' || schedule, 'j:' || job_search_status,
    'd:' || to_char(updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD')], NULL)
    || coalesce((SELECT array_agg(DISTINCT 'k:' || lower(s)) FROM unnest(skills) s), '{}')
    || coalesce((SELECT array_agg(DISTINCT 'l:' || (l->>'code')) FROM jsonb_array_elements(languages) l
      WHERE l->>'code' IS NOT NULL), '{}')
$$;--> statement-breakpoint
CREATE TABLE "resume_search_documents" (
  "user_id" integer PRIMARY KEY REFERENCES "users" ("id") ON DELETE CASCADE,
  "document" tsvector NOT NULL,
  "terms" text[] NOT NULL,
  "hidden_from" integer[] NOT NULL,
  "city" text NOT NULL,
  "experience" text,
  "schedule" text,
  "job_search_status" text NOT NULL,
  "salary_expectation" integer,
  "currency" text NOT NULL,
  "updated_at" timestamp with time zone NOT NULL
);--> statement-breakpoint
-- The sample: the same columns, its rows kept by the trigger below and gone with their narrow row.
CREATE TABLE "resume_search_sample" (LIKE "resume_search_documents");--> statement-breakpoint
ALTER TABLE "resume_search_sample" ADD PRIMARY KEY ("user_id"),
  ADD FOREIGN KEY ("user_id") REFERENCES "resume_search_documents" ("user_id") ON DELETE CASCADE;--> statement-breakpoint
-- What the narrow table holds: a row per searchable résumé, its columns in the table's order (the
-- triggers and the backfill below insert `SELECT *` from here).
CREATE VIEW "resume_search_rows" AS
  SELECT p.user_id, p.search_vector AS document,
    resume_search_terms(p.city, p.experience, p.schedule, p.job_search_status, p.skills, p.languages, p.updated_at) AS terms,
    p.hidden_from_company_ids AS hidden_from, p.city, p.experience, p.schedule, p.job_search_status,
    p.salary_expectation, p.currency, p.updated_at
  FROM seeker_profiles p JOIN users u ON u.id = p.user_id
  WHERE p.visibility <> 'nobody' AND p.search_vector IS NOT NULL
    AND u.role = 'seeker' AND u.disabled_at IS NULL AND u.deleted_at IS NULL;--> statement-breakpoint
-- The narrow row of each of `ids` as it is now: written again when searchable, gone when not (a
-- sampled one follows: its copy goes by the foreign key and comes back by the trigger below).
CREATE FUNCTION resume_search_keep(ids integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM resume_search_documents WHERE user_id = ANY (ids);
  INSERT INTO resume_search_documents SELECT * FROM resume_search_rows WHERE user_id = ANY (ids);
END
$$;--> statement-breakpoint
CREATE FUNCTION resume_search_profiles_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM resume_search_keep((SELECT array_agg(user_id) FROM new_rows WHERE visibility <> 'nobody'));
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "resume_search_profiles_inserted" AFTER INSERT ON "seeker_profiles"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION resume_search_profiles_inserted();--> statement-breakpoint
CREATE FUNCTION resume_search_profile_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM resume_search_keep(ARRAY[NEW.user_id]);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION resume_search_user_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM resume_search_keep(ARRAY[NEW.id]);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "resume_search_profiles_updated" AFTER UPDATE ON "seeker_profiles"
  FOR EACH ROW WHEN (
    OLD.search_vector IS DISTINCT FROM NEW.search_vector OR OLD.visibility IS DISTINCT FROM NEW.visibility
    OR OLD.hidden_from_company_ids IS DISTINCT FROM NEW.hidden_from_company_ids OR OLD.city IS DISTINCT FROM NEW.city
    OR OLD.experience IS DISTINCT FROM NEW.experience OR OLD.schedule IS DISTINCT FROM NEW.schedule
    OR OLD.job_search_status IS DISTINCT FROM NEW.job_search_status OR OLD.skills IS DISTINCT FROM NEW.skills
    OR OLD.languages IS DISTINCT FROM NEW.languages OR OLD.salary_expectation IS DISTINCT FROM NEW.salary_expectation
    OR OLD.currency IS DISTINCT FROM NEW.currency OR OLD.updated_at IS DISTINCT FROM NEW.updated_at
  )
  EXECUTE FUNCTION resume_search_profile_changed();--> statement-breakpoint
CREATE TRIGGER "resume_search_users_updated" AFTER UPDATE ON "users"
  FOR EACH ROW WHEN (
    OLD.role IS DISTINCT FROM NEW.role OR OLD.disabled_at IS DISTINCT FROM NEW.disabled_at
    OR OLD.deleted_at IS DISTINCT FROM NEW.deleted_at
  )
  EXECUTE FUNCTION resume_search_user_changed();--> statement-breakpoint
-- A sampled row written (its removal goes by the foreign key).
CREATE FUNCTION resume_search_sample_kept() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO resume_search_sample SELECT (NEW).*;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "resume_search_sample_kept" AFTER INSERT ON "resume_search_documents"
  FOR EACH ROW WHEN (NEW.user_id % 64 = 0) EXECUTE FUNCTION resume_search_sample_kept();--> statement-breakpoint
-- The searchable résumés of today, oldest first: the newest rows end up together at the table's end,
-- where a walk newest first reads them.
INSERT INTO resume_search_documents SELECT * FROM resume_search_rows ORDER BY updated_at, user_id;--> statement-breakpoint
CREATE INDEX "resume_search_documents_idx" ON "resume_search_documents" USING gin ("document", "terms");--> statement-breakpoint
CREATE INDEX "resume_search_documents_fresh_idx" ON "resume_search_documents" ("updated_at" DESC, "user_id" DESC);--> statement-breakpoint
CREATE INDEX "resume_search_sample_idx" ON "resume_search_sample" USING gin ("document", "terms");--> statement-breakpoint
-- The profiles' own search indexes served the search before; the narrow rows serve it now.
DROP INDEX "seeker_profiles_search_idx";--> statement-breakpoint
DROP INDEX "seeker_profiles_visible_fresh_idx";
--> statement-breakpoint
-- The planner's statistics of the new tables now, not at autovacuum's next pass (a walk newest
-- first against a bitmap scan of every match is its choice to make from them).
ANALYZE "resume_search_documents";--> statement-breakpoint
ANALYZE "resume_search_sample";
