-- Reports (issue 27): a seeker or an employer reports a vacancy, a company, a chat message or a
-- résumé; editors decide. One open report per person and target (a resolved one may be made
-- again). A vacancy reported by several people is held off search (`report_hold`: its status is
-- moved to on_review, so every published-only read leaves it out) until an editor decides; a
-- blocked company is marked (`blocked_at`).
CREATE TABLE "reports" (
  "id" serial PRIMARY KEY,
  "reporter_id" integer NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
  "target_kind" text NOT NULL,
  "target_id" integer NOT NULL,
  "reason" text NOT NULL,
  "comment" text,
  "status" text NOT NULL DEFAULT 'open',
  "outcome" text,
  "note" text,
  "resolved_by" integer REFERENCES "users"("id") ON DELETE SET NULL,
  "resolved_at" timestamp with time zone,
  "created_at" timestamp with time zone NOT NULL DEFAULT now(),
  CONSTRAINT "reports_target_kind" CHECK ("target_kind" IN ('vacancy', 'company', 'message', 'resume')),
  CONSTRAINT "reports_status" CHECK ("status" IN ('open', 'resolved')),
  CONSTRAINT "reports_outcome" CHECK ("outcome" IS NULL OR "outcome" IN ('dismissed', 'hidden', 'company_blocked'))
);--> statement-breakpoint
CREATE UNIQUE INDEX "reports_open_reporter_target_key" ON "reports" ("reporter_id", "target_kind", "target_id")
  WHERE "status" = 'open';--> statement-breakpoint
CREATE INDEX "reports_target_idx" ON "reports" ("target_kind", "target_id");--> statement-breakpoint
CREATE INDEX "reports_status_created_idx" ON "reports" ("status", "created_at");--> statement-breakpoint
ALTER TABLE "vacancies" ADD COLUMN "report_hold" boolean NOT NULL DEFAULT false;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "blocked_at" timestamp with time zone;
