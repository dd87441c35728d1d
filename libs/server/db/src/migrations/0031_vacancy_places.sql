-- Places (issue 28): a vacancy's address as its text and point. The point is searched by radius
-- with a bounding box on this index (latitude range, then longitude) refined by the haversine
-- distance: plain b-tree and arithmetic, the same on PostgreSQL and the embedded PGlite, which has
-- no PostGIS (docs/decisions/0008-geo.md). The nearest metro stations are not stored: they come
-- from the data the project ships, by the point.
ALTER TABLE "vacancies" ADD COLUMN "address_text" text;--> statement-breakpoint
ALTER TABLE "vacancies" ADD COLUMN "lat" double precision;--> statement-breakpoint
ALTER TABLE "vacancies" ADD COLUMN "lon" double precision;--> statement-breakpoint
ALTER TABLE "vacancies" ADD CONSTRAINT "vacancies_address_point" CHECK (
  ("address_text" IS NULL AND "lat" IS NULL AND "lon" IS NULL)
  OR ("address_text" IS NOT NULL AND "lat" BETWEEN -90 AND 90 AND "lon" BETWEEN -180 AND 180)
);--> statement-breakpoint
CREATE INDEX "vacancies_published_point_idx" ON "vacancies" ("lat", "lon")
  WHERE "status" = 'published' AND "lat" IS NOT NULL;
