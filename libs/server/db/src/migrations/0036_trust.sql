-- Trust (issue 27): risk warnings and verified employers. A vacancy keeps the risk codes the rule
-- set (apps/api/src/modules/risk) found when it was last written (`risk_reasons`, empty: none) and
-- the fingerprint of its text, so that one text at many companies is found by an index. A company
-- is verified by its owner's e-mail at its website's domain or by an editor (`verified_method`,
-- `verified_at`: both or neither).
ALTER TABLE "vacancies" ADD COLUMN "risk_reasons" text[] NOT NULL DEFAULT '{}'::text[];--> statement-breakpoint
ALTER TABLE "vacancies" ADD COLUMN "text_fingerprint" text;--> statement-breakpoint
CREATE INDEX "vacancies_text_fingerprint_idx" ON "vacancies" ("text_fingerprint") WHERE "text_fingerprint" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "verified_method" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_verified" CHECK (
  ("verified_method" IS NULL AND "verified_at" IS NULL)
  OR ("verified_method" IN ('email_domain', 'editor') AND "verified_at" IS NOT NULL)
);
