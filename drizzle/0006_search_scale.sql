-- Search that scales (issue 15, item 3): docs/performance.md, "250 000 tutors / 50 000 jobs".
-- Trigrams for the job-id search (pg_trgm: bundled with PostgreSQL, trusted since 13; PGlite loads it from
-- @electric-sql/pglite/contrib/pg_trgm, see server/db/pglite-extensions.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "tutor_search" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"is_verified" boolean NOT NULL,
	"is_premium" boolean NOT NULL,
	"is_featured" boolean NOT NULL,
	"profile_completion" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"district" text,
	"gender" "gender",
	"areas" text[] NOT NULL,
	"mediums" text[] NOT NULL,
	"classes" text[] NOT NULL
);
--> statement-breakpoint
ALTER TABLE "tutor_search" ADD CONSTRAINT "tutor_search_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE FUNCTION tutor_search_refresh(ids uuid[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  -- The search rows of these accounts, rebuilt from users and tutor_profiles (tutors only; a tutor without a
  -- profile gets completion 0 and empty lists, as Find tutors' left join gave them).
  DELETE FROM tutor_search WHERE user_id = ANY (ids);
  INSERT INTO tutor_search (user_id, is_verified, is_premium, is_featured, profile_completion, created_at, district, gender, areas, mediums, classes)
  SELECT u.id, u.is_verified, u.is_premium, u.is_featured, coalesce(p.profile_completion, 0), u.created_at,
         lower(p.district), coalesce(p.gender, u.gender), coalesce(p.areas, '{}'), coalesce(p.mediums, '{}'), coalesce(p.classes, '{}')
  FROM users u LEFT JOIN tutor_profiles p ON p.user_id = u.id
  WHERE u.id = ANY (ids) AND u.user_type = 'tutor';
END $$;--> statement-breakpoint
CREATE FUNCTION tutor_search_users_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM tutor_search_refresh(ARRAY(SELECT id FROM new_rows WHERE user_type = 'tutor'));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION tutor_search_user_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM tutor_search_refresh(ARRAY[NEW.id]);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION tutor_search_profiles_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM tutor_search_refresh(ARRAY(SELECT user_id FROM new_rows));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION tutor_search_profile_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM tutor_search_refresh(ARRAY[OLD.user_id]);
  ELSE
    PERFORM tutor_search_refresh(ARRAY[NEW.user_id]);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
-- Inserts once per statement (the seed and imports insert hundreds of rows at a time); changes per row, and only
-- when a column the search reads is set. A deleted account takes its row along (ON DELETE CASCADE).
CREATE TRIGGER tutor_search_users_insert AFTER INSERT ON users REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION tutor_search_users_inserted();--> statement-breakpoint
CREATE TRIGGER tutor_search_users_update AFTER UPDATE OF user_type, is_verified, is_premium, is_featured, gender, created_at ON users
  FOR EACH ROW EXECUTE FUNCTION tutor_search_user_changed();--> statement-breakpoint
CREATE TRIGGER tutor_search_profiles_insert AFTER INSERT ON tutor_profiles REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION tutor_search_profiles_inserted();--> statement-breakpoint
CREATE TRIGGER tutor_search_profiles_change AFTER UPDATE OF user_id, district, gender, areas, mediums, classes, profile_completion OR DELETE ON tutor_profiles
  FOR EACH ROW EXECUTE FUNCTION tutor_search_profile_changed();--> statement-breakpoint
INSERT INTO tutor_search (user_id, is_verified, is_premium, is_featured, profile_completion, created_at, district, gender, areas, mediums, classes)
SELECT u.id, u.is_verified, u.is_premium, u.is_featured, coalesce(p.profile_completion, 0), u.created_at,
       lower(p.district), coalesce(p.gender, u.gender), coalesce(p.areas, '{}'), coalesce(p.mediums, '{}'), coalesce(p.classes, '{}')
FROM users u LEFT JOIN tutor_profiles p ON p.user_id = u.id
WHERE u.user_type = 'tutor';--> statement-breakpoint
CREATE INDEX "tutor_search_rank_idx" ON "tutor_search" USING btree ("is_verified" DESC NULLS FIRST,"profile_completion" DESC NULLS FIRST,"created_at" DESC NULLS FIRST,"user_id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "tutor_search_district_rank_idx" ON "tutor_search" USING btree ("district","is_verified" DESC NULLS FIRST,"profile_completion" DESC NULLS FIRST,"created_at" DESC NULLS FIRST,"user_id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "tutor_search_areas_idx" ON "tutor_search" USING gin ("areas");--> statement-breakpoint
CREATE INDEX "tutor_search_mediums_idx" ON "tutor_search" USING gin ("mediums");--> statement-breakpoint
CREATE INDEX "tutor_search_classes_idx" ON "tutor_search" USING gin ("classes");--> statement-breakpoint
CREATE INDEX "tuitions_id_trgm_idx" ON "tuitions" USING gin (("id"::text) gin_trgm_ops) WITH (fastupdate=off);