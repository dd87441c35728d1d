-- Broad words at a million (issue 29). A word in half the documents («работе»: 560,751 of 850,467)
-- read every match to count them and their facets, though a page shows 20 and a total past ten
-- thousand is shown as "over". A sample of the documents, every 64th id, is kept in a table of its
-- own with its own GIN index: a broad query's matches are read there (a 64th of the rows, on
-- pages of their own: 16 MB at a million, where the documents' table is 1 GB and a 64th of its rows
-- would be on most of its pages), and the total and facets are that count scaled
-- (search.service.ts says when). The rule (id % 64 = 0) is search-engine.ts's SAMPLE_EVERY too.
CREATE TABLE "vacancy_search_sample" (
  "vacancy_id" integer PRIMARY KEY REFERENCES "vacancy_search_documents" ("vacancy_id") ON DELETE CASCADE,
  "document" tsvector NOT NULL
);--> statement-breakpoint
-- A sampled document inserted or changed (its removal goes by the foreign key).
CREATE FUNCTION vacancy_search_sample_kept() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO vacancy_search_sample (vacancy_id, document) VALUES (NEW.vacancy_id, NEW.document)
    ON CONFLICT (vacancy_id) DO UPDATE SET document = EXCLUDED.document;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "vacancy_search_sample_kept" AFTER INSERT OR UPDATE OF document ON "vacancy_search_documents"
  FOR EACH ROW WHEN (NEW.vacancy_id % 64 = 0) EXECUTE FUNCTION vacancy_search_sample_kept();--> statement-breakpoint
INSERT INTO "vacancy_search_sample" ("vacancy_id", "document")
  SELECT "vacancy_id", "document" FROM "vacancy_search_documents" WHERE "vacancy_id" % 64 = 0 ORDER BY "vacancy_id";--> statement-breakpoint
CREATE INDEX "vacancy_search_sample_idx" ON "vacancy_search_sample" USING gin ("document");--> statement-breakpoint
-- The sampled documents' matching ids, encoded as vacancy_search_ids' (4 bytes each, big-endian).
CREATE FUNCTION vacancy_search_sample_ids(query tsquery) RETURNS bytea LANGUAGE sql STABLE
  SET enable_seqscan = off SET enable_indexscan = off SET jit = off
AS $$
  SELECT string_agg(int4send(vacancy_id), ''::bytea) FROM vacancy_search_sample WHERE document @@ query
$$;--> statement-breakpoint
-- Which of `ids` match (the candidates of a broad query's page, in the order the page wants them,
-- tested in batches): the primary key finds them (or the planner intersects with the full-text
-- index). JIT off, as above.
CREATE FUNCTION vacancy_search_ids_among(query tsquery, ids integer[]) RETURNS bytea LANGUAGE sql STABLE
  SET enable_seqscan = off SET jit = off
AS $$
  SELECT string_agg(int4send(vacancy_id), ''::bytea) FROM vacancy_search_documents
  WHERE vacancy_id = ANY (ids) AND document @@ query
$$;
