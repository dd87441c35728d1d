-- Salaries people can compare (issue 28). The quantiles and histogram of the monthly salary in
-- roubles of the published vacancies in Russia, per category × city × experience and every roll-up
-- of them (category 0: every category; city '': all of Russia; experience '': any), kept in
-- "salary_stats" so that GET /salaries and a vacancy's salary_position read one row instead of
-- scanning the vacancies per request. A vacancy's salary is the middle of its range (or the one
-- bound it states) at the fixed rates of lib/rub-rate.ts; gross and net are taken as stated, as the
-- search's salary filter takes them.
CREATE TABLE "salary_stats" (
  "category_id" integer NOT NULL,
  "city" text NOT NULL,
  "experience" text NOT NULL,
  "n" integer NOT NULL,
  "p10" integer NOT NULL,
  "p25" integer NOT NULL,
  "p50" integer NOT NULL,
  "p75" integer NOT NULL,
  "p90" integer NOT NULL,
  "min" integer NOT NULL,
  "max" integer NOT NULL,
  "histogram" jsonb NOT NULL,
  "refreshed_at" timestamp with time zone NOT NULL DEFAULT now(),
  PRIMARY KEY ("category_id", "city", "experience")
);--> statement-breakpoint
-- What changed since the last refresh: the (category, city, experience) of every vacancy published,
-- unpublished or edited in a salary field, written by the triggers below in the writer's own
-- transaction (durable: a crash between the change and the refresh loses nothing). The recurring
-- job "salaries.refresh" takes them and recomputes the keys they touch.
CREATE TABLE "salary_stats_dirty" (
  "category_id" integer NOT NULL,
  "city" text NOT NULL,
  "experience" text NOT NULL,
  PRIMARY KEY ("category_id", "city", "experience")
);--> statement-breakpoint
CREATE FUNCTION salary_stats_mark_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO salary_stats_dirty (category_id, city, experience)
    SELECT DISTINCT coalesce(category_id, 0), city, experience FROM new_rows
    WHERE status = 'published' AND country = 'RU' AND coalesce(salary_from, salary_to) IS NOT NULL
    ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION salary_stats_mark_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' AND OLD.status = 'published' AND OLD.country = 'RU' AND coalesce(OLD.salary_from, OLD.salary_to) IS NOT NULL THEN
    INSERT INTO salary_stats_dirty (category_id, city, experience)
      VALUES (coalesce(OLD.category_id, 0), OLD.city, OLD.experience) ON CONFLICT DO NOTHING;
  END IF;
  IF TG_OP <> 'DELETE' AND NEW.status = 'published' AND NEW.country = 'RU' AND coalesce(NEW.salary_from, NEW.salary_to) IS NOT NULL THEN
    INSERT INTO salary_stats_dirty (category_id, city, experience)
      VALUES (coalesce(NEW.category_id, 0), NEW.city, NEW.experience) ON CONFLICT DO NOTHING;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "salary_stats_inserted" AFTER INSERT ON "vacancies" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION salary_stats_mark_inserted();--> statement-breakpoint
CREATE TRIGGER "salary_stats_updated"
  AFTER UPDATE OF status, salary_from, salary_to, currency, category_id, city, country, experience ON "vacancies"
  FOR EACH ROW WHEN (
    OLD.status IS DISTINCT FROM NEW.status OR OLD.salary_from IS DISTINCT FROM NEW.salary_from
    OR OLD.salary_to IS DISTINCT FROM NEW.salary_to OR OLD.currency IS DISTINCT FROM NEW.currency
    OR OLD.category_id IS DISTINCT FROM NEW.category_id OR OLD.city IS DISTINCT FROM NEW.city
    OR OLD.country IS DISTINCT FROM NEW.country OR OLD.experience IS DISTINCT FROM NEW.experience)
  EXECUTE FUNCTION salary_stats_mark_changed();--> statement-breakpoint
CREATE TRIGGER "salary_stats_deleted" AFTER DELETE ON "vacancies"
  FOR EACH ROW EXECUTE FUNCTION salary_stats_mark_changed();--> statement-breakpoint
-- The vacancies published before this migration: one dirty key makes the first refresh a full one
-- when there are many (the job's threshold), or computes the few.
INSERT INTO "salary_stats_dirty" ("category_id", "city", "experience")
  SELECT DISTINCT coalesce("category_id", 0), "city", "experience" FROM "vacancies"
  WHERE "status" = 'published' AND "country" = 'RU' AND coalesce("salary_from", "salary_to") IS NOT NULL;
