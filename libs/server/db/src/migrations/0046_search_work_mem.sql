-- A word typed as a prefix (search as you type: «хорошие» is also «хорош:*») is the union of every
-- lexeme that starts so, built in one bitmap of the documents' pages; past `work_mem` (4 MB by
-- default) the bitmap keeps whole pages instead of rows, and every row of those pages is tested
-- again. At a million vacancies «хорошие» in Минск read 4,921 such pages and tested 29,474 rows for
-- no match (177 ms). 16 MB holds an exact bitmap of every page of the documents of about two million
-- vacancies; it is taken only while one of these statements runs.
ALTER FUNCTION vacancy_search_ids(tsquery) SET work_mem = '16MB';--> statement-breakpoint
ALTER FUNCTION vacancy_search_ids_with(tsquery, text[], text[]) SET work_mem = '16MB';--> statement-breakpoint
ALTER FUNCTION vacancy_search_ids_among(tsquery, integer[]) SET work_mem = '16MB';
