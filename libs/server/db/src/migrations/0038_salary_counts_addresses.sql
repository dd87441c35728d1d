-- Salaries and places at scale (issue 28).
--
-- 1. Salary statistics without reading the vacancies: "salary_counts" holds, per key of
--    salary_stats (category × city × experience and every roll-up: category 0, city '', experience
--    ''), how many counted vacancies pay each monthly salary in roubles. The vacancy triggers no
--    longer mark keys: they append the change itself (+1 / −1 with the salary fields) to
--    "salary_deltas", insert-only, so writers never wait on a shared counter row. The job
--    "salaries.refresh" folds the deltas into the counts (one statement) and recomputes only the keys
--    whose counts moved, each from its own rows of salary_counts (a primary-key range: as many rows
--    as distinct salaries, not vacancies). The rates of lib/rub-rate.ts are applied by the job, not
--    here, so they stay in one place.
CREATE TABLE "salary_counts" (
  "category_id" integer NOT NULL,
  "city" text NOT NULL,
  "experience" text NOT NULL,
  "rub" integer NOT NULL,
  "n" integer NOT NULL,
  PRIMARY KEY ("category_id", "city", "experience", "rub")
);--> statement-breakpoint
CREATE TABLE "salary_deltas" (
  "category_id" integer NOT NULL,
  "city" text NOT NULL,
  "experience" text NOT NULL,
  "salary_from" integer,
  "salary_to" integer,
  "currency" text NOT NULL,
  "n" integer NOT NULL
);--> statement-breakpoint
CREATE OR REPLACE FUNCTION salary_stats_mark_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO salary_deltas (category_id, city, experience, salary_from, salary_to, currency, n)
    SELECT coalesce(category_id, -1), city, experience, salary_from, salary_to, currency, count(*)::int FROM new_rows
    WHERE status = 'published' AND country = 'RU' AND coalesce(salary_from, salary_to) IS NOT NULL
    GROUP BY 1, 2, 3, 4, 5, 6;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION salary_stats_mark_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' AND OLD.status = 'published' AND OLD.country = 'RU' AND coalesce(OLD.salary_from, OLD.salary_to) IS NOT NULL THEN
    INSERT INTO salary_deltas (category_id, city, experience, salary_from, salary_to, currency, n)
      VALUES (coalesce(OLD.category_id, -1), OLD.city, OLD.experience, OLD.salary_from, OLD.salary_to, OLD.currency, -1);
  END IF;
  IF TG_OP <> 'DELETE' AND NEW.status = 'published' AND NEW.country = 'RU' AND coalesce(NEW.salary_from, NEW.salary_to) IS NOT NULL THEN
    INSERT INTO salary_deltas (category_id, city, experience, salary_from, salary_to, currency, n)
      VALUES (coalesce(NEW.category_id, -1), NEW.city, NEW.experience, NEW.salary_from, NEW.salary_to, NEW.currency, 1);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
DROP TABLE "salary_stats_dirty";--> statement-breakpoint
-- Every vacancy counted now, as one delta per distinct salary: the first refresh builds the counts
-- and recomputes every key.
INSERT INTO "salary_deltas" ("category_id", "city", "experience", "salary_from", "salary_to", "currency", "n")
  SELECT coalesce("category_id", -1), "city", "experience", "salary_from", "salary_to", "currency", count(*)::int
  FROM "vacancies"
  WHERE "status" = 'published' AND "country" = 'RU' AND coalesce("salary_from", "salary_to") IS NOT NULL
  GROUP BY 1, 2, 3, 4, 5, 6;--> statement-breakpoint
-- 2. The addresses in use, for GET /geo/suggest: one row per (city, address) with the number of
--    published vacancies there, kept by triggers (statement-level on insert, so a bulk insert
--    writes each address once), searched by a trigram index on its folded text (LIKE '%q%') or,
--    within a city, by the primary key's prefix. A few tens of thousands of rows where the vacancies are millions.
CREATE TABLE "vacancy_addresses" (
  "city" text NOT NULL,
  "address_text" text NOT NULL,
  "lat" double precision NOT NULL,
  "lon" double precision NOT NULL,
  "n" integer NOT NULL,
  -- Lower case, ё as е: what the suggestions match with LIKE (ILIKE folds every row's case again).
  "folded" text GENERATED ALWAYS AS (replace(lower("address_text"), 'ё', 'е')) STORED,
  PRIMARY KEY ("city", "address_text")
);--> statement-breakpoint
CREATE INDEX "vacancy_addresses_text_trgm_idx" ON "vacancy_addresses" USING gin ("folded" gin_trgm_ops);--> statement-breakpoint
CREATE FUNCTION vacancy_addresses_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO vacancy_addresses (city, address_text, lat, lon, n)
    SELECT city, address_text, min(lat), min(lon), count(*)::int FROM new_rows
    WHERE status = 'published' AND address_text IS NOT NULL
    GROUP BY city, address_text ORDER BY city, address_text
    ON CONFLICT (city, address_text) DO UPDATE SET n = vacancy_addresses.n + excluded.n;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION vacancy_addresses_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' AND OLD.status = 'published' AND OLD.address_text IS NOT NULL THEN
    UPDATE vacancy_addresses SET n = n - 1 WHERE city = OLD.city AND address_text = OLD.address_text;
    DELETE FROM vacancy_addresses WHERE city = OLD.city AND address_text = OLD.address_text AND n <= 0;
  END IF;
  IF TG_OP <> 'DELETE' AND NEW.status = 'published' AND NEW.address_text IS NOT NULL THEN
    INSERT INTO vacancy_addresses (city, address_text, lat, lon, n)
      VALUES (NEW.city, NEW.address_text, NEW.lat, NEW.lon, 1)
      ON CONFLICT (city, address_text) DO UPDATE SET n = vacancy_addresses.n + 1;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "vacancy_addresses_inserted" AFTER INSERT ON "vacancies" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION vacancy_addresses_inserted();--> statement-breakpoint
CREATE TRIGGER "vacancy_addresses_updated" AFTER UPDATE OF status, address_text, city ON "vacancies"
  FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status OR OLD.address_text IS DISTINCT FROM NEW.address_text
    OR OLD.city IS DISTINCT FROM NEW.city)
  EXECUTE FUNCTION vacancy_addresses_changed();--> statement-breakpoint
CREATE TRIGGER "vacancy_addresses_deleted" AFTER DELETE ON "vacancies"
  FOR EACH ROW EXECUTE FUNCTION vacancy_addresses_changed();--> statement-breakpoint
INSERT INTO "vacancy_addresses" ("city", "address_text", "lat", "lon", "n")
  SELECT "city", "address_text", min("lat"), min("lon"), count(*)::int FROM "vacancies"
  WHERE "status" = 'published' AND "address_text" IS NOT NULL
  GROUP BY "city", "address_text";
--> statement-breakpoint
-- 3. The radius search's index also holds the id, so the bounding box is read from the index alone
--    (no visit to the wide vacancy rows for the ids it keeps).
DROP INDEX "vacancies_published_point_idx";--> statement-breakpoint
CREATE INDEX "vacancies_published_point_idx" ON "vacancies" ("lat", "lon") INCLUDE ("id")
  WHERE "status" = 'published' AND "lat" IS NOT NULL;--> statement-breakpoint
-- 4. A TRUNCATE of the vacancies (the dataset tool's reset) fires no row trigger: what is kept from
--    them goes with them.
CREATE FUNCTION vacancies_truncated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  TRUNCATE salary_counts, salary_deltas, salary_stats, vacancy_addresses;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "vacancies_truncated" AFTER TRUNCATE ON "vacancies"
  FOR EACH STATEMENT EXECUTE FUNCTION vacancies_truncated();
