-- Broad words at a million (issue 29). A word in half the documents («работе»: 560,751 of 850,467)
-- read every match to count them and their facets, though a page shows 20 and a total past ten
-- thousand is shown as "over". A sample of the documents, a block of 64 ids in every 16 (one
-- sixteenth, in runs that share pages), gets a GIN index of its own: a broad query's matches are
-- read there (a sixteenth of the pages and rows), and the total and facets are that count scaled
-- (search.service.ts says when). The same block rule is in search-engine.ts (SAMPLE_BLOCK_SHIFT,
-- SAMPLE_BLOCKS): change both together.
CREATE INDEX "vacancy_search_documents_sample_idx" ON "vacancy_search_documents" USING gin ("document")
  WHERE (("vacancy_id" >> 6) % 16) = 0;--> statement-breakpoint
-- The sampled documents' matching ids, encoded as vacancy_search_ids' (4 bytes each, big-endian).
CREATE FUNCTION vacancy_search_sample_ids(query tsquery) RETURNS bytea LANGUAGE sql STABLE
  SET enable_seqscan = off SET enable_indexscan = off SET jit = off
AS $$
  SELECT string_agg(int4send(vacancy_id), ''::bytea) FROM vacancy_search_documents
  WHERE document @@ query AND ((vacancy_id >> 6) % 16) = 0
$$;--> statement-breakpoint
-- Which of `ids` match (the candidates of a broad query's page, in the order the page wants them,
-- tested in batches): the primary key finds them, and the planner may intersect with the GIN
-- index instead of reading their documents. JIT off, as above.
CREATE FUNCTION vacancy_search_ids_among(query tsquery, ids integer[]) RETURNS bytea LANGUAGE sql STABLE
  SET enable_seqscan = off SET jit = off
AS $$
  SELECT string_agg(int4send(vacancy_id), ''::bytea) FROM vacancy_search_documents
  WHERE vacancy_id = ANY (ids) AND document @@ query
$$;
