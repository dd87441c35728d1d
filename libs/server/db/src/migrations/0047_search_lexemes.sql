-- A word typed as a prefix (search as you type: «учиться» is also «уч:*») with a city or another
-- filter (issue 29). GIN builds a prefix's matches as one bitmap of every posting of every lexeme
-- that starts so before it intersects them with the city's: at a million vacancies «уч:*» in
-- Владивосток read 800,000 postings for 2,100 matches (51–75 ms), while the same lexemes named one by
-- one are intersected inside the index (9 ms). The lexemes the documents hold are kept here, so that
-- the search names a prefix's lexemes (search-engine.repository.ts's prefixLexemes): every lexeme
-- any document has held (never removed: one no document holds any more costs a look-up of nothing).
-- No unique key: two writers that bring the same new lexeme at once both insert it (the search reads
-- distinct ones), rather than one waiting for the other or, with two new lexemes in crossed orders,
-- the two deadlocking.
CREATE TABLE "vacancy_search_lexemes" ("lexeme" text COLLATE "C" NOT NULL);--> statement-breakpoint
CREATE INDEX "vacancy_search_lexemes_idx" ON "vacancy_search_lexemes" ("lexeme");--> statement-breakpoint
CREATE FUNCTION vacancy_search_lexemes_kept() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO vacancy_search_lexemes (lexeme)
    SELECT n.lexeme FROM (SELECT DISTINCT unnest(tsvector_to_array(document)) COLLATE "C" AS lexeme FROM new_documents) n
    WHERE NOT EXISTS (SELECT 1 FROM vacancy_search_lexemes l WHERE l.lexeme = n.lexeme);
  RETURN NULL;
END
$$;--> statement-breakpoint
-- Statement triggers with the new rows as a table: a bulk insert (the dataset generator's) checks
-- each lexeme once.
CREATE TRIGGER "vacancy_search_lexemes_inserted" AFTER INSERT ON "vacancy_search_documents"
  REFERENCING NEW TABLE AS new_documents FOR EACH STATEMENT EXECUTE FUNCTION vacancy_search_lexemes_kept();--> statement-breakpoint
CREATE TRIGGER "vacancy_search_lexemes_updated" AFTER UPDATE ON "vacancy_search_documents"
  REFERENCING NEW TABLE AS new_documents FOR EACH STATEMENT EXECUTE FUNCTION vacancy_search_lexemes_kept();--> statement-breakpoint
INSERT INTO "vacancy_search_lexemes" ("lexeme")
  SELECT DISTINCT unnest(tsvector_to_array("document")) COLLATE "C" FROM "vacancy_search_documents" ORDER BY 1;
