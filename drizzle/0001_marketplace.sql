CREATE TYPE "public"."account_status" AS ENUM('active', 'inactive');--> statement-breakpoint
CREATE TYPE "public"."application_status" AS ENUM('pending', 'accepted', 'rejected');--> statement-breakpoint
CREATE TYPE "public"."notification_kind" AS ENUM('registration', 'public_tutor_request', 'student_tutor_request', 'application', 'documents_uploaded', 'tutor_contact');--> statement-breakpoint
CREATE TYPE "public"."notification_type" AS ENUM('info', 'success', 'warning', 'error');--> statement-breakpoint
CREATE TYPE "public"."payment_status" AS ENUM('Due', 'Paid', 'Fraud', 'Cancel');--> statement-breakpoint
CREATE TYPE "public"."preferred_tutor" AS ENUM('Any', 'Male', 'Female');--> statement-breakpoint
CREATE TYPE "public"."request_status" AS ENUM('pending', 'approved', 'rejected');--> statement-breakpoint
CREATE TYPE "public"."testimonial_user_type" AS ENUM('student', 'tutor');--> statement-breakpoint
CREATE TYPE "public"."tuition_status" AS ENUM('active', 'assigned', 'closed');--> statement-breakpoint
CREATE TABLE "affiliates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"logo_path" text,
	"image_path" text,
	"link" text NOT NULL,
	"benefits" text[] DEFAULT '{}'::text[] NOT NULL,
	"promocode" text,
	"deadline" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "applications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"job_id" uuid NOT NULL,
	"tutor_user_id" uuid NOT NULL,
	"status" "application_status" DEFAULT 'pending' NOT NULL,
	"applied_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" "notification_kind" NOT NULL,
	"type" "notification_type" DEFAULT 'info' NOT NULL,
	"title" text NOT NULL,
	"message" text NOT NULL,
	"link" text,
	"read" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tutor_user_id" uuid,
	"tuition_id" uuid NOT NULL,
	"amount" integer NOT NULL,
	"tuition_posted_date" timestamp with time zone,
	"tuition_start_date" timestamp with time zone,
	"payment_due_date" timestamp with time zone,
	"status" "payment_status" DEFAULT 'Due' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_amount_not_negative" CHECK ("payments"."amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "public_tutor_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"student_name" text NOT NULL,
	"phone" text NOT NULL,
	"medium" text NOT NULL,
	"class_level" text NOT NULL,
	"subjects" text[] DEFAULT '{}'::text[] NOT NULL,
	"district" text NOT NULL,
	"area" text NOT NULL,
	"address" text NOT NULL,
	"is_completed" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "student_profiles" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"full_name" text,
	"email" text,
	"phone" text,
	"gender" text,
	"current_city" text,
	"current_area" text,
	"class_level" text,
	"medium" text,
	"institution" text,
	"address" text,
	"status" "account_status" DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "student_tutor_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"student_user_id" uuid NOT NULL,
	"student_id" integer,
	"student_name" text NOT NULL,
	"no_of_students" integer DEFAULT 1 NOT NULL,
	"student_gender" text NOT NULL,
	"institution" text,
	"district" text NOT NULL,
	"area" text NOT NULL,
	"location_details" text,
	"medium" text NOT NULL,
	"class_level" text NOT NULL,
	"subjects" text[] DEFAULT '{}'::text[] NOT NULL,
	"tutoring_type" text DEFAULT 'home' NOT NULL,
	"preferred_tutor" text DEFAULT 'any' NOT NULL,
	"days" integer DEFAULT 3 NOT NULL,
	"tutoring_time" text NOT NULL,
	"salary" text NOT NULL,
	"notes" text,
	"status" "request_status" DEFAULT 'pending' NOT NULL,
	"job_id" uuid,
	"posted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "student_tutor_requests_days_range" CHECK ("student_tutor_requests"."days" between 1 and 7),
	CONSTRAINT "student_tutor_requests_no_of_students_positive" CHECK ("student_tutor_requests"."no_of_students" >= 1)
);
--> statement-breakpoint
CREATE TABLE "testimonials" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_type" "testimonial_user_type" NOT NULL,
	"name" text NOT NULL,
	"designation" text DEFAULT '' NOT NULL,
	"testimonial" text NOT NULL,
	"image_path" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tuitions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text,
	"student_user_id" uuid,
	"student_id" integer,
	"student_name" text,
	"district" text NOT NULL,
	"area" text DEFAULT '' NOT NULL,
	"location" text DEFAULT '' NOT NULL,
	"location_details" text,
	"institution" text,
	"category" text NOT NULL,
	"class_level" text NOT NULL,
	"student_gender" text,
	"preferred_tutor" "preferred_tutor" DEFAULT 'Any' NOT NULL,
	"tutoring_type" text DEFAULT 'Home Tutoring' NOT NULL,
	"tutoring_time" text,
	"days" integer DEFAULT 3 NOT NULL,
	"no_of_students" integer DEFAULT 1 NOT NULL,
	"subjects" text[] DEFAULT '{}'::text[] NOT NULL,
	"salary" text,
	"notes" text[] DEFAULT '{}'::text[] NOT NULL,
	"status" "tuition_status" DEFAULT 'active' NOT NULL,
	"posted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"source_request_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tuitions_source_request_id_unique" UNIQUE("source_request_id"),
	CONSTRAINT "tuitions_days_range" CHECK ("tuitions"."days" between 1 and 7),
	CONSTRAINT "tuitions_no_of_students_positive" CHECK ("tuitions"."no_of_students" >= 1)
);
--> statement-breakpoint
CREATE TABLE "tutor_contact_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tutor_user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"phone" text NOT NULL,
	"message" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tutor_profiles" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"education" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"tuition" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"personal" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"district" text,
	"area" text,
	"areas" text[] DEFAULT '{}'::text[] NOT NULL,
	"gender" "gender",
	"mediums" text[] DEFAULT '{}'::text[] NOT NULL,
	"classes" text[] DEFAULT '{}'::text[] NOT NULL,
	"subjects" text[] DEFAULT '{}'::text[] NOT NULL,
	"image_path" text,
	"profile_completion" integer DEFAULT 0 NOT NULL,
	"national_id_path" text,
	"national_id_uploaded_at" timestamp with time zone,
	"institution_id_path" text,
	"institution_id_uploaded_at" timestamp with time zone,
	"documents_verified" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tutor_profiles_completion_percent" CHECK ("tutor_profiles"."profile_completion" between 0 and 100)
);
--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_job_id_tuitions_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."tuitions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_tutor_user_id_users_id_fk" FOREIGN KEY ("tutor_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_tutor_user_id_users_id_fk" FOREIGN KEY ("tutor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_profiles" ADD CONSTRAINT "student_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_tutor_requests" ADD CONSTRAINT "student_tutor_requests_student_user_id_users_id_fk" FOREIGN KEY ("student_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_tutor_requests" ADD CONSTRAINT "student_tutor_requests_job_id_tuitions_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."tuitions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tuitions" ADD CONSTRAINT "tuitions_student_user_id_users_id_fk" FOREIGN KEY ("student_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tuitions" ADD CONSTRAINT "tuitions_source_request_id_student_tutor_requests_id_fk" FOREIGN KEY ("source_request_id") REFERENCES "public"."student_tutor_requests"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tutor_contact_messages" ADD CONSTRAINT "tutor_contact_messages_tutor_user_id_users_id_fk" FOREIGN KEY ("tutor_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tutor_profiles" ADD CONSTRAINT "tutor_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "affiliates_created_at_idx" ON "affiliates" USING btree ("created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE UNIQUE INDEX "applications_job_tutor_idx" ON "applications" USING btree ("job_id","tutor_user_id");--> statement-breakpoint
CREATE INDEX "applications_tutor_applied_at_idx" ON "applications" USING btree ("tutor_user_id","applied_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE UNIQUE INDEX "applications_one_accepted_per_job_idx" ON "applications" USING btree ("job_id") WHERE "applications"."status" = 'accepted';--> statement-breakpoint
CREATE INDEX "notifications_created_at_idx" ON "notifications" USING btree ("created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "notifications_read_created_at_idx" ON "notifications" USING btree ("read","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "payments_status_created_at_idx" ON "payments" USING btree ("status","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "payments_tutor_user_id_idx" ON "payments" USING btree ("tutor_user_id");--> statement-breakpoint
CREATE INDEX "payments_tuition_id_idx" ON "payments" USING btree ("tuition_id");--> statement-breakpoint
CREATE INDEX "public_tutor_requests_completed_created_at_idx" ON "public_tutor_requests" USING btree ("is_completed","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "student_tutor_requests_student_created_at_idx" ON "student_tutor_requests" USING btree ("student_user_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "student_tutor_requests_status_created_at_idx" ON "student_tutor_requests" USING btree ("status","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "testimonials_created_at_idx" ON "testimonials" USING btree ("created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "tuitions_status_posted_at_idx" ON "tuitions" USING btree ("status","posted_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "tuitions_status_district_posted_at_idx" ON "tuitions" USING btree ("status",lower("district"),"posted_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "tuitions_status_preferred_tutor_posted_at_idx" ON "tuitions" USING btree ("status","preferred_tutor","posted_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "tuitions_student_user_id_idx" ON "tuitions" USING btree ("student_user_id");--> statement-breakpoint
CREATE INDEX "tutor_contact_messages_tutor_created_at_idx" ON "tutor_contact_messages" USING btree ("tutor_user_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "tutor_contact_messages_created_at_idx" ON "tutor_contact_messages" USING btree ("created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "tutor_profiles_district_idx" ON "tutor_profiles" USING btree (lower("district"));--> statement-breakpoint
CREATE INDEX "tutor_profiles_gender_idx" ON "tutor_profiles" USING btree ("gender");--> statement-breakpoint
CREATE INDEX "tutor_profiles_areas_idx" ON "tutor_profiles" USING gin ("areas");--> statement-breakpoint
CREATE INDEX "tutor_profiles_mediums_idx" ON "tutor_profiles" USING gin ("mediums");--> statement-breakpoint
CREATE INDEX "tutor_profiles_classes_idx" ON "tutor_profiles" USING gin ("classes");--> statement-breakpoint
CREATE INDEX "tutor_profiles_subjects_idx" ON "tutor_profiles" USING gin ("subjects");