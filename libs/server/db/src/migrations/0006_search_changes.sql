-- Search changes (replaces 0005's sequence). The search version is a one-row counter that each
-- statement changing what search shows moves on inside its own transaction, and the vacancies it
-- changed are logged under that version, so the API refreshes its in-memory index from the few
-- changed rows instead of reloading it whole. Why a row, not a sequence: a sequence moves before
-- the writer commits, so a reader could cache a snapshot without the change under the new version.
-- The row lock orders writers by commit (a version is visible only once it and every lower one
-- committed) and readers see committed values only. A logged vacancy_id NULL means "reload all".
DROP TRIGGER IF EXISTS "vacancies_search_version_change" ON "vacancies";--> statement-breakpoint
DROP TRIGGER IF EXISTS "vacancies_search_version_truncate" ON "vacancies";--> statement-breakpoint
DROP TRIGGER IF EXISTS "categories_search_version_change" ON "categories";--> statement-breakpoint
DROP FUNCTION IF EXISTS vacancies_search_version_bump();--> statement-breakpoint
DROP SEQUENCE IF EXISTS "vacancies_search_version";--> statement-breakpoint
CREATE TABLE "search_version" (
  "id" boolean PRIMARY KEY DEFAULT true CHECK ("id"),
  "v" bigint NOT NULL
);--> statement-breakpoint
INSERT INTO "search_version" ("id", "v") VALUES (true, 0);--> statement-breakpoint
CREATE TABLE "vacancy_search_changes" (
  "version" bigint NOT NULL,
  "vacancy_id" integer
);--> statement-breakpoint
CREATE INDEX "vacancy_search_changes_version_idx" ON "vacancy_search_changes" ("version");--> statement-breakpoint
-- Moves the version on and logs `ids` under it (the "reload all" marker when `ids` is NULL or
-- longer than 5,000: a bulk load reloads anyway). Keeps the last 1,000 versions, pruned every 64.
CREATE FUNCTION search_version_bump(ids integer[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  next bigint;
BEGIN
  UPDATE search_version SET v = v + 1 RETURNING v INTO next;
  IF ids IS NULL OR cardinality(ids) > 5000 THEN
    INSERT INTO vacancy_search_changes (version, vacancy_id) VALUES (next, NULL);
  ELSE
    INSERT INTO vacancy_search_changes (version, vacancy_id) SELECT next, id FROM unnest(ids) AS id;
  END IF;
  IF next % 64 = 0 THEN
    DELETE FROM vacancy_search_changes WHERE version <= next - 1000;
  END IF;
END
$$;--> statement-breakpoint
-- Statement triggers with transition tables (one per event: PostgreSQL allows no column list and
-- one event per trigger with them). An update logs only the rows whose searched columns changed
-- (the columns 0005's trigger listed) and moves nothing when none did.
CREATE FUNCTION vacancies_search_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids integer[];
BEGIN
  IF (SELECT count(*) FROM new_rows) > 5000 THEN
    PERFORM search_version_bump(NULL);
  ELSE
    SELECT array_agg(id) INTO ids FROM new_rows;
    IF ids IS NOT NULL THEN PERFORM search_version_bump(ids); END IF;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION vacancies_search_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids integer[];
BEGIN
  IF (SELECT count(*) FROM old_rows) > 5000 THEN
    PERFORM search_version_bump(NULL);
  ELSE
    SELECT array_agg(id) INTO ids FROM old_rows;
    IF ids IS NOT NULL THEN PERFORM search_version_bump(ids); END IF;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION vacancies_search_updated() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids integer[];
BEGIN
  SELECT array_agg(n.id) INTO ids FROM new_rows n JOIN old_rows o ON o.id = n.id
    WHERE (o.status, o.category_id, o.city, o.country, o.salary_from, o.salary_to, o.currency, o.experience,
           o.employment, o.schedule, o.published_at, o.title, o.skills, o.requirements, o.description)
      IS DISTINCT FROM
          (n.status, n.category_id, n.city, n.country, n.salary_from, n.salary_to, n.currency, n.experience,
           n.employment, n.schedule, n.published_at, n.title, n.skills, n.requirements, n.description);
  IF ids IS NOT NULL THEN PERFORM search_version_bump(ids); END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION search_version_bump_all() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM search_version_bump(NULL);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "vacancies_search_inserted" AFTER INSERT ON "vacancies" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION vacancies_search_inserted();--> statement-breakpoint
CREATE TRIGGER "vacancies_search_deleted" AFTER DELETE ON "vacancies" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION vacancies_search_deleted();--> statement-breakpoint
CREATE TRIGGER "vacancies_search_updated" AFTER UPDATE ON "vacancies" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION vacancies_search_updated();--> statement-breakpoint
CREATE TRIGGER "vacancies_search_truncated" AFTER TRUNCATE ON "vacancies"
  FOR EACH STATEMENT EXECUTE FUNCTION search_version_bump_all();--> statement-breakpoint
CREATE TRIGGER "categories_search_changed" AFTER INSERT OR DELETE OR UPDATE OR TRUNCATE ON "categories"
  FOR EACH STATEMENT EXECUTE FUNCTION search_version_bump_all();
