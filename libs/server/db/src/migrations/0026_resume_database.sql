-- The résumé database (issue 25): who sees a seeker's résumé, its job-search status, anonymous
-- mode; the résumé's full-text document (the same Russian configuration as the vacancies'); the
-- views companies make of it; the invitations companies send from it.
ALTER TABLE "seeker_profiles" ADD COLUMN "job_search_status" text NOT NULL DEFAULT 'active';--> statement-breakpoint
-- 'nobody' until the seeker chooses (the résumé's first save asks).
ALTER TABLE "seeker_profiles" ADD COLUMN "visibility" text NOT NULL DEFAULT 'nobody';--> statement-breakpoint
ALTER TABLE "seeker_profiles" ADD COLUMN "hidden_from_company_ids" integer[] NOT NULL DEFAULT '{}'::integer[];--> statement-breakpoint
ALTER TABLE "seeker_profiles" ADD COLUMN "anonymous" boolean NOT NULL DEFAULT false;--> statement-breakpoint
ALTER TABLE "seeker_profiles" ADD COLUMN "search_vector" tsvector;--> statement-breakpoint
-- The searched text: the desired position and skills weigh most, then past positions, then the
-- rest. Past employers' names are left out (an anonymous résumé must not be found by them).
CREATE FUNCTION seeker_profiles_search_vector() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_vector :=
    setweight(to_tsvector('russian', coalesce(NEW.desired_position, '')), 'A') ||
    setweight(to_tsvector('russian', array_to_string(NEW.skills, ' ')), 'A') ||
    setweight(to_tsvector('russian', coalesce(
      (SELECT string_agg(coalesce(e->>'position', ''), ' ') FROM jsonb_array_elements(NEW.work_experience) e), '')), 'B') ||
    setweight(to_tsvector('russian', coalesce(NEW.about, '') || ' ' || coalesce(
      (SELECT string_agg(coalesce(e->>'description', ''), ' ') FROM jsonb_array_elements(NEW.work_experience) e), '')), 'C');
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "seeker_profiles_search_vector" BEFORE INSERT OR UPDATE OF desired_position, skills, work_experience, about
  ON "seeker_profiles" FOR EACH ROW EXECUTE FUNCTION seeker_profiles_search_vector();--> statement-breakpoint
UPDATE "seeker_profiles" SET "about" = "about";--> statement-breakpoint
CREATE INDEX "seeker_profiles_search_idx" ON "seeker_profiles" USING gin ("search_vector")
  WHERE "visibility" <> 'nobody';--> statement-breakpoint
CREATE INDEX "seeker_profiles_visible_fresh_idx" ON "seeker_profiles" ("updated_at" DESC)
  WHERE "visibility" <> 'nobody';--> statement-breakpoint
CREATE TABLE "resume_views" (
  "id" serial PRIMARY KEY,
  "seeker_id" integer NOT NULL REFERENCES "users" ("id") ON DELETE CASCADE,
  "company_id" integer NOT NULL REFERENCES "companies" ("id") ON DELETE CASCADE,
  "viewer_id" integer REFERENCES "users" ("id") ON DELETE SET NULL,
  "viewed_at" timestamp with time zone NOT NULL DEFAULT now()
);--> statement-breakpoint
CREATE INDEX "resume_views_seeker_idx" ON "resume_views" ("seeker_id", "viewed_at" DESC);--> statement-breakpoint
CREATE TABLE "invitations" (
  "id" serial PRIMARY KEY,
  "seeker_id" integer NOT NULL REFERENCES "users" ("id") ON DELETE CASCADE,
  "company_id" integer NOT NULL REFERENCES "companies" ("id") ON DELETE CASCADE,
  "vacancy_id" integer NOT NULL REFERENCES "vacancies" ("id") ON DELETE CASCADE,
  "invited_by" integer REFERENCES "users" ("id") ON DELETE SET NULL,
  "message" text NOT NULL,
  "status" text NOT NULL DEFAULT 'pending',
  "reason_code" text,
  "application_id" integer REFERENCES "applications" ("id") ON DELETE SET NULL,
  "created_at" timestamp with time zone NOT NULL DEFAULT now(),
  "expires_at" timestamp with time zone NOT NULL,
  "responded_at" timestamp with time zone,
  CONSTRAINT "invitations_seeker_vacancy_key" UNIQUE ("seeker_id", "vacancy_id")
);--> statement-breakpoint
CREATE INDEX "invitations_company_created_idx" ON "invitations" ("company_id", "created_at");--> statement-breakpoint
CREATE INDEX "invitations_seeker_created_idx" ON "invitations" ("seeker_id", "created_at" DESC);
