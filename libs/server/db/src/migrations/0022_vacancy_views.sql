-- Vacancy page views (issue 30): one per visitor per vacancy per day. The API buffers the views it
-- serves in memory and writes them here in one statement every few seconds (and when it closes);
-- the primary key keeps one row per visitor, vacancy and day across every API instance, and only
-- the rows that were new add to vacancies.views_count. Rows older than yesterday are deleted as
-- the flushes go (a day's rows are all that deduplication needs).
CREATE TABLE "vacancy_views" (
  "vacancy_id" integer NOT NULL REFERENCES "vacancies" ("id") ON DELETE CASCADE,
  "day" date NOT NULL,
  "visitor" text NOT NULL,
  PRIMARY KEY ("vacancy_id", "day", "visitor")
);--> statement-breakpoint
CREATE INDEX "vacancy_views_day_idx" ON "vacancy_views" ("day");
