CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "assistant_templates" (
	"chat_id" integer PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"title_ru" text NOT NULL,
	"title_en" text NOT NULL,
	"greeting_ru" text NOT NULL,
	"greeting_en" text NOT NULL,
	"instructions_ru" text NOT NULL,
	"instructions_en" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "assistant_templates_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"actor_user_id" integer,
	"actor_role" text NOT NULL,
	"action" text NOT NULL,
	"entity_type" text NOT NULL,
	"entity_id" integer,
	"before" jsonb,
	"after" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "collection_items" (
	"slug" text NOT NULL,
	"vacancy_id" integer NOT NULL,
	"position" integer NOT NULL,
	"added_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "collection_items_slug_vacancy_id_pk" PRIMARY KEY("slug","vacancy_id")
);
--> statement-breakpoint
CREATE TABLE "recommendation_feedback" (
	"seeker_id" integer NOT NULL,
	"vacancy_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "recommendation_feedback_seeker_id_vacancy_id_pk" PRIMARY KEY("seeker_id","vacancy_id")
);
--> statement-breakpoint
CREATE TABLE "services" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"title_ru" text NOT NULL,
	"title_en" text NOT NULL,
	"description_ru" text NOT NULL,
	"description_en" text NOT NULL,
	"icon" text,
	"price_rub" integer,
	"position" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "services_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "uploads" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_user_id" integer,
	"path" text NOT NULL,
	"mime" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"bytes" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "uploads_path_unique" UNIQUE("path")
);
--> statement-breakpoint
ALTER TABLE "chats" ADD COLUMN "service_id" integer;--> statement-breakpoint
ALTER TABLE "vacancies" ADD COLUMN "pending_changes" jsonb;--> statement-breakpoint
ALTER TABLE "vacancies" ADD COLUMN "submitted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "vacancies" ADD COLUMN "reviewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "vacancies" ADD COLUMN "reviewed_by" integer;--> statement-breakpoint
ALTER TABLE "vacancies" ADD COLUMN "archived_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "vacancies" ADD COLUMN "search_vector" "tsvector";--> statement-breakpoint
ALTER TABLE "assistant_templates" ADD CONSTRAINT "assistant_templates_chat_id_chats_id_fk" FOREIGN KEY ("chat_id") REFERENCES "public"."chats"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collection_items" ADD CONSTRAINT "collection_items_vacancy_id_vacancies_id_fk" FOREIGN KEY ("vacancy_id") REFERENCES "public"."vacancies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collection_items" ADD CONSTRAINT "collection_items_added_by_users_id_fk" FOREIGN KEY ("added_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recommendation_feedback" ADD CONSTRAINT "recommendation_feedback_seeker_id_users_id_fk" FOREIGN KEY ("seeker_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recommendation_feedback" ADD CONSTRAINT "recommendation_feedback_vacancy_id_vacancies_id_fk" FOREIGN KEY ("vacancy_id") REFERENCES "public"."vacancies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_entity_idx" ON "audit_log" USING btree ("entity_type","entity_id");--> statement-breakpoint
CREATE INDEX "audit_log_created_idx" ON "audit_log" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "collection_items_order_idx" ON "collection_items" USING btree ("slug","position");--> statement-breakpoint
CREATE INDEX "uploads_owner_idx" ON "uploads" USING btree ("owner_user_id");--> statement-breakpoint
ALTER TABLE "chats" ADD CONSTRAINT "chats_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vacancies" ADD CONSTRAINT "vacancies_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "chats_seeker_service_key" ON "chats" USING btree ("seeker_id","service_id");--> statement-breakpoint
CREATE INDEX "vacancies_search_idx" ON "vacancies" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "vacancies_title_trgm_idx" ON "vacancies" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "vacancies_status_salary_idx" ON "vacancies" USING btree ("status","salary_from");--> statement-breakpoint
CREATE INDEX "vacancies_status_city_idx" ON "vacancies" USING btree ("status","city");--> statement-breakpoint
-- The search document: PostgreSQL's "russian" configuration stems Cyrillic words with the Russian
-- snowball stemmer and Latin words with the English one, so one document serves both languages.
CREATE OR REPLACE FUNCTION vacancies_search_document(title text, skills text[], requirements text, description text)
RETURNS tsvector LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT setweight(to_tsvector('russian'::regconfig, coalesce(title, '')), 'A')
      || setweight(to_tsvector('russian'::regconfig, coalesce(array_to_string(skills, ' '), '')), 'B')
      || setweight(to_tsvector('russian'::regconfig, coalesce(requirements, '')), 'C')
      || setweight(to_tsvector('russian'::regconfig, coalesce(description, '')), 'D')
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION vacancies_search_vector_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_vector := vacancies_search_document(NEW.title, NEW.skills, NEW.requirements, NEW.description);
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER vacancies_search_vector_update BEFORE INSERT OR UPDATE OF title, skills, requirements, description
  ON vacancies FOR EACH ROW EXECUTE FUNCTION vacancies_search_vector_update();--> statement-breakpoint
UPDATE vacancies SET search_vector = vacancies_search_document(title, skills, requirements, description);
