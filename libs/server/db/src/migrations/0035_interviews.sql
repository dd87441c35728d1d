-- Interview scheduling (issue 26, third round): one row per proposal thread of an application. The
-- company proposes 1–5 times (`slots`), the seeker confirms one (`starts_at`, `scheduled`) or
-- proposes others; either side reschedules (`sequence` counts the calendar invitation's versions)
-- or cancels. `history` keeps every step. Each person has a time zone (default Moscow).
CREATE TABLE "interviews" (
  "id" serial PRIMARY KEY,
  "application_id" integer NOT NULL REFERENCES "applications"("id") ON DELETE CASCADE,
  "company_id" integer NOT NULL REFERENCES "companies"("id") ON DELETE CASCADE,
  "seeker_id" integer NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
  "status" text NOT NULL DEFAULT 'proposed',
  "slots" jsonb NOT NULL DEFAULT '[]'::jsonb,
  "starts_at" timestamp with time zone,
  "duration_minutes" integer NOT NULL,
  "kind" text NOT NULL,
  "link" text,
  "address" text,
  "time_zone" text NOT NULL DEFAULT 'Europe/Moscow',
  "proposed_by" text NOT NULL DEFAULT 'employer',
  "sequence" integer NOT NULL DEFAULT 0,
  "history" jsonb NOT NULL DEFAULT '[]'::jsonb,
  "created_at" timestamp with time zone NOT NULL DEFAULT now(),
  "updated_at" timestamp with time zone NOT NULL DEFAULT now(),
  CONSTRAINT "interviews_status" CHECK ("status" IN ('proposed', 'scheduled', 'cancelled', 'done')),
  CONSTRAINT "interviews_kind" CHECK ("kind" IN ('online', 'onsite')),
  CONSTRAINT "interviews_proposed_by" CHECK ("proposed_by" IN ('seeker', 'employer')),
  CONSTRAINT "interviews_scheduled_has_start" CHECK ("status" <> 'scheduled' OR "starts_at" IS NOT NULL)
);--> statement-breakpoint
CREATE INDEX "interviews_application_idx" ON "interviews" ("application_id");--> statement-breakpoint
CREATE INDEX "interviews_company_starts_idx" ON "interviews" ("company_id", "starts_at");--> statement-breakpoint
CREATE INDEX "interviews_seeker_starts_idx" ON "interviews" ("seeker_id", "starts_at");--> statement-breakpoint
CREATE INDEX "interviews_scheduled_starts_idx" ON "interviews" ("starts_at") WHERE "status" = 'scheduled';--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "time_zone" text NOT NULL DEFAULT 'Europe/Moscow';
