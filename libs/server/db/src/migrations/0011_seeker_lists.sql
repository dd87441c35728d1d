CREATE TABLE "saved_searches" (
	"id" serial PRIMARY KEY NOT NULL,
	"seeker_id" integer NOT NULL,
	"name" text NOT NULL,
	"query" text DEFAULT '' NOT NULL,
	"alert" text DEFAULT 'off' NOT NULL,
	"new_count" integer DEFAULT 0 NOT NULL,
	"pending_count" integer DEFAULT 0 NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_alert_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_searches_alert_check" CHECK ("saved_searches"."alert" in ('off', 'instant', 'daily'))
);
--> statement-breakpoint
CREATE TABLE "favorite_vacancies" (
	"seeker_id" integer NOT NULL,
	"vacancy_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "favorite_vacancies_seeker_id_vacancy_id_pk" PRIMARY KEY("seeker_id","vacancy_id")
);
--> statement-breakpoint
CREATE TABLE "hidden_vacancies" (
	"seeker_id" integer NOT NULL,
	"vacancy_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "hidden_vacancies_seeker_id_vacancy_id_pk" PRIMARY KEY("seeker_id","vacancy_id")
);
--> statement-breakpoint
CREATE TABLE "hidden_companies" (
	"seeker_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "hidden_companies_seeker_id_company_id_pk" PRIMARY KEY("seeker_id","company_id")
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "deleted_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "saved_searches" ADD CONSTRAINT "saved_searches_seeker_id_users_id_fk" FOREIGN KEY ("seeker_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "favorite_vacancies" ADD CONSTRAINT "favorite_vacancies_seeker_id_users_id_fk" FOREIGN KEY ("seeker_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "favorite_vacancies" ADD CONSTRAINT "favorite_vacancies_vacancy_id_vacancies_id_fk" FOREIGN KEY ("vacancy_id") REFERENCES "public"."vacancies"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "hidden_vacancies" ADD CONSTRAINT "hidden_vacancies_seeker_id_users_id_fk" FOREIGN KEY ("seeker_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "hidden_vacancies" ADD CONSTRAINT "hidden_vacancies_vacancy_id_vacancies_id_fk" FOREIGN KEY ("vacancy_id") REFERENCES "public"."vacancies"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "hidden_companies" ADD CONSTRAINT "hidden_companies_seeker_id_users_id_fk" FOREIGN KEY ("seeker_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "hidden_companies" ADD CONSTRAINT "hidden_companies_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "saved_searches_seeker_idx" ON "saved_searches" USING btree ("seeker_id","id");
--> statement-breakpoint
CREATE INDEX "saved_searches_daily_due_idx" ON "saved_searches" USING btree ("last_alert_at") WHERE "saved_searches"."alert" = 'daily' and "saved_searches"."pending_count" > 0;
--> statement-breakpoint
CREATE INDEX "favorite_vacancies_seeker_idx" ON "favorite_vacancies" USING btree ("seeker_id","created_at");
--> statement-breakpoint
CREATE INDEX "favorite_vacancies_vacancy_idx" ON "favorite_vacancies" USING btree ("vacancy_id");
--> statement-breakpoint
CREATE INDEX "hidden_vacancies_vacancy_idx" ON "hidden_vacancies" USING btree ("vacancy_id");
--> statement-breakpoint
CREATE INDEX "hidden_companies_company_idx" ON "hidden_companies" USING btree ("company_id");
