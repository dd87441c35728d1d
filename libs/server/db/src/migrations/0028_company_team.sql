-- The company's team (issue 25): one owner and any number of recruiters, invited by e-mail.
-- The owner is the company's `owner_user_id`; every other employer of the company is a recruiter.
-- Each company's first employer (the one who created it) becomes its owner; an employer inserted
-- into a company without one (sign-up, the seed, the data set generator) becomes it by trigger, so
-- no writer of employers has to know about ownership.
ALTER TABLE companies ADD COLUMN owner_user_id integer REFERENCES users(id) ON DELETE SET NULL;--> statement-breakpoint
UPDATE companies c SET owner_user_id = (
  SELECT u.id FROM users u
  WHERE u.company_id = c.id AND u.role = 'employer'
  ORDER BY (u.disabled_at IS NOT NULL OR u.deleted_at IS NOT NULL), u.id
  LIMIT 1
);--> statement-breakpoint
CREATE FUNCTION companies_first_owner() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE companies SET owner_user_id = NEW.id WHERE id = NEW.company_id AND owner_user_id IS NULL;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER users_company_first_owner AFTER INSERT ON users FOR EACH ROW
  WHEN (NEW.role = 'employer' AND NEW.company_id IS NOT NULL) EXECUTE FUNCTION companies_first_owner();--> statement-breakpoint
-- An invitation to join a company: only the SHA-256 of its link's token is kept; single use,
-- valid 7 days. A pending invitation per (company, e-mail) at a time: a new one replaces it.
CREATE TABLE team_invites (
  id serial PRIMARY KEY,
  company_id integer NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
  email text NOT NULL,
  role text NOT NULL CHECK (role IN ('owner', 'recruiter')),
  token_hash text NOT NULL,
  invited_by integer REFERENCES users(id) ON DELETE SET NULL,
  locale text NOT NULL DEFAULT 'ru',
  expires_at timestamptz NOT NULL,
  accepted_at timestamptz,
  accepted_user_id integer REFERENCES users(id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);--> statement-breakpoint
CREATE UNIQUE INDEX team_invites_token_key ON team_invites (token_hash);--> statement-breakpoint
CREATE INDEX team_invites_company_idx ON team_invites (company_id, created_at);--> statement-breakpoint
-- Each vacancy has a responsible member: by default its creator when an employer of the company
-- created it (an editor may create one for a company), else the company's owner.
ALTER TABLE vacancies ADD COLUMN responsible_user_id integer REFERENCES users(id) ON DELETE SET NULL;--> statement-breakpoint
UPDATE vacancies v SET responsible_user_id = coalesce(
  (SELECT u.id FROM users u WHERE u.id = v.created_by AND u.role = 'employer' AND u.company_id = v.company_id),
  (SELECT c.owner_user_id FROM companies c WHERE c.id = v.company_id)
);--> statement-breakpoint
CREATE FUNCTION vacancies_default_responsible() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.responsible_user_id IS NULL THEN
    NEW.responsible_user_id := coalesce(
      (SELECT u.id FROM users u WHERE u.id = NEW.created_by AND u.role = 'employer' AND u.company_id = NEW.company_id),
      (SELECT c.owner_user_id FROM companies c WHERE c.id = NEW.company_id)
    );
  END IF;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER vacancies_default_responsible BEFORE INSERT ON vacancies FOR EACH ROW
  EXECUTE FUNCTION vacancies_default_responsible();--> statement-breakpoint
CREATE INDEX vacancies_responsible_idx ON vacancies (responsible_user_id);--> statement-breakpoint
-- Notes on a candidate: the company's members only (never the seeker, nor the seeker's export).
CREATE TABLE application_notes (
  id serial PRIMARY KEY,
  application_id integer NOT NULL REFERENCES applications(id) ON DELETE CASCADE,
  company_id integer NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
  author_user_id integer REFERENCES users(id) ON DELETE SET NULL,
  body text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);--> statement-breakpoint
CREATE INDEX application_notes_application_idx ON application_notes (application_id, id);
