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
--> statement-breakpoint
-- The website's host: lower case, without the scheme, the path, the port or a leading "www.".
CREATE OR REPLACE FUNCTION company_site_host(site text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT nullif(regexp_replace(lower(regexp_replace(regexp_replace(trim(coalesce(site, '')),
    '^[A-Za-z][A-Za-z0-9+.-]*://', ''), '[/:?#].*$', '')), '^www\.', ''), '')
$$;--> statement-breakpoint
-- Verified by e-mail domain: the owner's verified e-mail is at the website's host (or a subdomain
-- of it), the host being no public mail service. An editor's verification stands as it is; one by
-- domain goes when the match does.
CREATE OR REPLACE FUNCTION company_domain_verify(p_company integer) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  matched boolean;
BEGIN
  SELECT EXISTS (
    SELECT 1 FROM companies c JOIN users u ON u.id = c.owner_user_id
    WHERE c.id = p_company AND u.email_verified_at IS NOT NULL AND u.deleted_at IS NULL
      AND company_site_host(c.site) IS NOT NULL
      AND company_site_host(c.site) NOT IN ('gmail.com', 'googlemail.com', 'yandex.ru', 'ya.ru', 'mail.ru',
        'bk.ru', 'list.ru', 'inbox.ru', 'rambler.ru', 'outlook.com', 'hotmail.com', 'live.com', 'yahoo.com',
        'icloud.com', 'me.com', 'proton.me', 'protonmail.com', 'gmx.com', 'aol.com')
      AND (lower(split_part(u.email, '@', 2)) = company_site_host(c.site)
        OR lower(split_part(u.email, '@', 2)) LIKE '%.' || company_site_host(c.site))
  ) INTO matched;
  IF matched THEN
    UPDATE companies SET verified_method = 'email_domain', verified_at = now()
    WHERE id = p_company AND verified_method IS NULL;
  ELSE
    UPDATE companies SET verified_method = NULL, verified_at = NULL
    WHERE id = p_company AND verified_method = 'email_domain';
  END IF;
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION companies_domain_verify_trigger() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM company_domain_verify(NEW.id);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER companies_domain_verify AFTER INSERT OR UPDATE OF site, owner_user_id ON companies
  FOR EACH ROW EXECUTE FUNCTION companies_domain_verify_trigger();--> statement-breakpoint
CREATE OR REPLACE FUNCTION users_domain_verify_trigger() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM company_domain_verify(c.id) FROM companies c WHERE c.owner_user_id = NEW.id;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER users_domain_verify AFTER UPDATE OF email, email_verified_at, deleted_at ON users
  FOR EACH ROW EXECUTE FUNCTION users_domain_verify_trigger();--> statement-breakpoint
SELECT company_domain_verify(id) FROM companies;
