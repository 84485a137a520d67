CREATE TYPE "public"."language" AS ENUM('en', 'bn');--> statement-breakpoint
CREATE TYPE "public"."member_notification_kind" AS ENUM('application_received', 'shortlisted', 'selected', 'not_selected', 'request_published', 'shortlist_ready', 'request_closed', 'documents_verified', 'documents_rejected', 'fee_due_soon', 'fee_overdue');--> statement-breakpoint
CREATE TYPE "public"."queue_job_state" AS ENUM('pending', 'active', 'done', 'failed');--> statement-breakpoint
CREATE TYPE "public"."request_stage" AS ENUM('submitted', 'under_review', 'published', 'shortlist_ready', 'trial_class', 'tutor_confirmed', 'closed');--> statement-breakpoint
CREATE SEQUENCE "public"."tuition_job_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 10001 CACHE 1;--> statement-breakpoint
CREATE TABLE "member_notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" "member_notification_kind" NOT NULL,
	"title" text NOT NULL,
	"message" text NOT NULL,
	"link" text,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "queue_jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"queue" text NOT NULL,
	"payload" jsonb NOT NULL,
	"state" "queue_job_state" DEFAULT 'pending' NOT NULL,
	"singleton_key" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"max_attempts" integer DEFAULT 8 NOT NULL,
	"run_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"done_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "request_stage_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"request_id" uuid NOT NULL,
	"stage" "request_stage" NOT NULL,
	"actor_user_id" uuid,
	"note" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "shortlisted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "picked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "decided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "withdrawn_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "public_tutor_requests" ADD COLUMN "user_id" uuid;--> statement-breakpoint
ALTER TABLE "student_tutor_requests" ADD COLUMN "stage" "request_stage" DEFAULT 'submitted' NOT NULL;--> statement-breakpoint
ALTER TABLE "student_tutor_requests" ADD COLUMN "closed_reason" text;--> statement-breakpoint
ALTER TABLE "student_tutor_requests" ADD COLUMN "trial_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "student_tutor_requests" ADD COLUMN "more_requested_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "tuitions" ADD COLUMN "job_number" integer DEFAULT nextval('tuition_job_number_seq') NOT NULL;--> statement-breakpoint
ALTER TABLE "tuitions" ADD COLUMN "closed_reason" text;--> statement-breakpoint
ALTER TABLE "tuitions" ADD COLUMN "closed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "mail_opt_out" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "language" "language";--> statement-breakpoint
ALTER TABLE "member_notifications" ADD CONSTRAINT "member_notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "request_stage_changes" ADD CONSTRAINT "request_stage_changes_request_id_student_tutor_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."student_tutor_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "member_notifications_user_created_at_idx" ON "member_notifications" USING btree ("user_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "member_notifications_unread_idx" ON "member_notifications" USING btree ("user_id") WHERE "member_notifications"."read_at" is null;--> statement-breakpoint
CREATE INDEX "queue_jobs_ready_idx" ON "queue_jobs" USING btree ("queue","run_at") WHERE "queue_jobs"."state" in ('pending', 'active');--> statement-breakpoint
CREATE UNIQUE INDEX "queue_jobs_singleton_idx" ON "queue_jobs" USING btree ("queue","singleton_key") WHERE "queue_jobs"."singleton_key" is not null;--> statement-breakpoint
CREATE INDEX "request_stage_changes_request_at_idx" ON "request_stage_changes" USING btree ("request_id","at");--> statement-breakpoint
ALTER TABLE "public_tutor_requests" ADD CONSTRAINT "public_tutor_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "applications_job_shortlisted_idx" ON "applications" USING btree ("job_id") WHERE "applications"."shortlisted_at" is not null;--> statement-breakpoint
CREATE INDEX "public_tutor_requests_user_id_idx" ON "public_tutor_requests" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "tuitions" ADD CONSTRAINT "tuitions_job_number_unique" UNIQUE("job_number");--> statement-breakpoint
UPDATE "student_tutor_requests" SET "stage" = CASE "status" WHEN 'approved' THEN 'published'::request_stage WHEN 'rejected' THEN 'closed'::request_stage ELSE 'submitted'::request_stage END, "closed_reason" = CASE WHEN "status" = 'rejected' THEN 'Not approved' END;--> statement-breakpoint
INSERT INTO "request_stage_changes" ("request_id", "stage", "at") SELECT "id", 'submitted', "created_at" FROM "student_tutor_requests";--> statement-breakpoint
INSERT INTO "request_stage_changes" ("request_id", "stage", "at") SELECT "id", "stage", "updated_at" FROM "student_tutor_requests" WHERE "stage" <> 'submitted';
