-- Trust, continued (issue 27). A vacancy keeps when the risk rules last judged it
-- (`risk_judged_at`; null: written before migration 0036, or inserted without the API's write path,
-- as the demo data is): the recurring job "risk.rejudge" judges those, and again the ones whose
-- salary market changed since. A chat message keeps the codes the rules found when it was sent
-- (`risk_reasons`; empty: none, or not the company's side; null: sent before this migration, which
-- the same job judges), so that the editors' reports queue can put risky messages first.
ALTER TABLE "vacancies" ADD COLUMN "risk_judged_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "vacancies_risk_unjudged_idx" ON "vacancies" ("id") WHERE "risk_judged_at" IS NULL;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "risk_reasons" text[];--> statement-breakpoint
CREATE INDEX "messages_risk_unjudged_idx" ON "messages" ("id") WHERE "risk_reasons" IS NULL;
