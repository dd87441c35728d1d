-- A broad word with a city or another filter (issue 29). «компания» with «Красноярск» finds 9,371 of
-- a million vacancies, but the word alone matches 400,000 of them: reading the word's matches (each
-- one a visit to its document's row) and keeping those in the city cost seconds, and so did testing
-- each of the city's vacancies for the word. Each document now carries its vacancy's filter values
-- as terms of their own (`c:<city>`, `k:<category id>`, `x:<experience>`, `e:<employment>`,
-- `s:<schedule>`, `d:<the UTC day it was published>`), indexed with the document in one GIN index: a word and a city are then two
-- posting lists intersected inside the index, and only the vacancies of both are visited. The
-- in-memory index still applies every filter (and the ones that are not terms: the salary; a
-- "posted within N days" is the days' terms or'ed, then the exact time).
ALTER TABLE "vacancy_search_documents" ADD COLUMN "facets" text[] NOT NULL DEFAULT '{}';--> statement-breakpoint
CREATE FUNCTION vacancy_search_facets(
  city text, category_id integer, experience text, employment text, schedule text, published_at timestamptz
) RETURNS text[] LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$
  SELECT array_remove(ARRAY['c:' || city, 'k:' || category_id, 'x:' || experience, 'e:' || employment, 's:' || schedule,
    'd:' || to_char(published_at AT TIME ZONE 'UTC', 'YYYY-MM-DD')], NULL)
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION vacancy_search_documents_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO vacancy_search_documents (vacancy_id, document, facets)
    SELECT id, search_vector, vacancy_search_facets(city, category_id, experience, employment, schedule, published_at)
    FROM new_rows WHERE status = 'published' AND search_vector IS NOT NULL;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION vacancy_search_documents_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.status = 'published' AND NEW.search_vector IS NOT NULL THEN
    INSERT INTO vacancy_search_documents (vacancy_id, document, facets)
      VALUES (NEW.id, NEW.search_vector,
        vacancy_search_facets(NEW.city, NEW.category_id, NEW.experience, NEW.employment, NEW.schedule, NEW.published_at))
      ON CONFLICT (vacancy_id) DO UPDATE SET document = EXCLUDED.document, facets = EXCLUDED.facets;
  ELSE
    DELETE FROM vacancy_search_documents WHERE vacancy_id = NEW.id;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
-- A filter value that changes follows too (before: only the status and the searched text).
DROP TRIGGER "vacancy_search_documents_updated" ON "vacancies";--> statement-breakpoint
CREATE TRIGGER "vacancy_search_documents_updated"
  AFTER UPDATE OF status, title, skills, requirements, description, search_vector, city, category_id, experience, employment, schedule,
    published_at
  ON "vacancies"
  FOR EACH ROW WHEN (
    OLD.status IS DISTINCT FROM NEW.status OR OLD.search_vector IS DISTINCT FROM NEW.search_vector
    OR OLD.city IS DISTINCT FROM NEW.city OR OLD.category_id IS DISTINCT FROM NEW.category_id
    OR OLD.experience IS DISTINCT FROM NEW.experience OR OLD.employment IS DISTINCT FROM NEW.employment
    OR OLD.schedule IS DISTINCT FROM NEW.schedule OR OLD.published_at IS DISTINCT FROM NEW.published_at
  )
  EXECUTE FUNCTION vacancy_search_documents_updated();--> statement-breakpoint
UPDATE "vacancy_search_documents" d
  SET "facets" = vacancy_search_facets(v.city, v.category_id, v.experience, v.employment, v.schedule, v.published_at)
  FROM "vacancies" v WHERE v.id = d.vacancy_id;--> statement-breakpoint
-- One index for the words and the filters' terms: GIN intersects the posting lists of every
-- condition on its columns in one scan. A query on the document alone uses it as it used the old one.
CREATE INDEX "vacancy_search_documents_faceted_idx" ON "vacancy_search_documents" USING gin ("document", "facets");--> statement-breakpoint
DROP INDEX "vacancy_search_documents_idx";--> statement-breakpoint
-- The ids (encoded as vacancy_search_ids') of the documents that match the query, carry every one of
-- `every_term` and at least one of `any_term` (an empty list: no condition): a broad word and selective
-- filters (search.service.ts's selectiveMatches). One branch per shape, so that an empty list is no
-- condition rather than one that reads the whole index. Settings as vacancy_search_ids'.
CREATE FUNCTION vacancy_search_ids_with(query tsquery, every_term text[], any_term text[]) RETURNS bytea
  LANGUAGE plpgsql STABLE SET enable_seqscan = off SET enable_indexscan = off SET jit = off
AS $$
BEGIN
  IF cardinality(any_term) = 0 THEN
    RETURN (SELECT string_agg(int4send(d.vacancy_id), ''::bytea) FROM vacancy_search_documents d
      WHERE d.document @@ query AND d.facets @> every_term);
  ELSIF cardinality(every_term) = 0 THEN
    RETURN (SELECT string_agg(int4send(d.vacancy_id), ''::bytea) FROM vacancy_search_documents d
      WHERE d.document @@ query AND d.facets && any_term);
  END IF;
  RETURN (SELECT string_agg(int4send(d.vacancy_id), ''::bytea) FROM vacancy_search_documents d
    WHERE d.document @@ query AND d.facets @> every_term AND d.facets && any_term);
END
$$;
