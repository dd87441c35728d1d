-- Text matching on a narrow table (issue 17, "Speed"). A search asks for the ids of every published
-- vacancy whose full-text document matches. Through the GIN index on vacancies.search_vector each
-- match costs a visit to its wide row (title, texts, vector: 4 rows a page), so a broad word read
-- about as many pages as it had matches («менеджер»: 8,759 pages for 10,424 of 100,000; on a million
-- those pages no longer stay cached). Here each published vacancy is one short row, its id and its
-- document: a document that comes out of line (the vacancy's row is over 2 kB, as the generator's
-- and most real ones are) stays out of line here (toast_tuple_target) instead of being copied into
-- the row, so the table holds 57 rows a page (115 MB at a million) and a word reads that many times
-- fewer pages. The vacancies keep their own search_vector (the editors' search, the assistant and
-- the recommendations use it, and ranking reads it).
CREATE TABLE "vacancy_search_documents" (
  "vacancy_id" integer PRIMARY KEY REFERENCES "vacancies" ("id") ON DELETE CASCADE,
  "document" tsvector NOT NULL
) WITH (toast_tuple_target = 128);--> statement-breakpoint
-- A bulk insert (the dataset generator: 2,000 rows a statement) copies its published rows at once.
CREATE FUNCTION vacancy_search_documents_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO vacancy_search_documents (vacancy_id, document)
    SELECT id, search_vector FROM new_rows WHERE status = 'published' AND search_vector IS NOT NULL;
  RETURN NULL;
END
$$;--> statement-breakpoint
-- An update that publishes, unpublishes or changes the searched text (the document follows the
-- vector the BEFORE trigger of migration 0003 computed). Deleted vacancies go by the foreign key.
CREATE FUNCTION vacancy_search_documents_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.status = 'published' AND NEW.search_vector IS NOT NULL THEN
    INSERT INTO vacancy_search_documents (vacancy_id, document) VALUES (NEW.id, NEW.search_vector)
      ON CONFLICT (vacancy_id) DO UPDATE SET document = EXCLUDED.document;
  ELSE
    DELETE FROM vacancy_search_documents WHERE vacancy_id = NEW.id;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "vacancy_search_documents_inserted" AFTER INSERT ON "vacancies" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION vacancy_search_documents_inserted();--> statement-breakpoint
CREATE TRIGGER "vacancy_search_documents_updated"
  AFTER UPDATE OF status, title, skills, requirements, description, search_vector ON "vacancies"
  FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status OR OLD.search_vector IS DISTINCT FROM NEW.search_vector)
  EXECUTE FUNCTION vacancy_search_documents_updated();--> statement-breakpoint
INSERT INTO "vacancy_search_documents" ("vacancy_id", "document")
  SELECT "id", "search_vector" FROM "vacancies"
  WHERE "status" = 'published' AND "search_vector" IS NOT NULL ORDER BY "id";--> statement-breakpoint
CREATE INDEX "vacancy_search_documents_idx" ON "vacancy_search_documents" USING gin ("document");--> statement-breakpoint
-- The ids (4 bytes each, big-endian: one value to send and decode, not a row per match) of the
-- published vacancies whose document matches. Planned with the table scan, the primary-key walk and
-- JIT off: on a broad query the planner would rather read every document (each one out of line)
-- than the index's bitmap, and at a million rows the estimate would compile the plan (tens of ms).
CREATE FUNCTION vacancy_search_ids(query tsquery) RETURNS bytea LANGUAGE sql STABLE
  SET enable_seqscan = off SET enable_indexscan = off SET jit = off
AS $$
  SELECT string_agg(int4send(vacancy_id), ''::bytea) FROM vacancy_search_documents WHERE document @@ query
$$;
