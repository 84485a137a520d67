CREATE TYPE "public"."fee_collect_from" AS ENUM('tutor', 'guardian');--> statement-breakpoint
CREATE TYPE "public"."member_report_state" AS ENUM('pending', 'confirmed', 'rejected');--> statement-breakpoint
CREATE TABLE "payment_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"payment_id" uuid NOT NULL,
	"reporter_user_id" uuid,
	"amount" integer NOT NULL,
	"method" "payment_method" NOT NULL,
	"reference" text NOT NULL,
	"state" "member_report_state" DEFAULT 'pending' NOT NULL,
	"decided_by_user_id" uuid,
	"decided_at" timestamp with time zone,
	"decision_reason" text,
	"ledger_entry_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_reports_amount_positive" CHECK ("payment_reports"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "sms_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid,
	"to_phone" text NOT NULL,
	"purpose" text NOT NULL,
	"text" text NOT NULL,
	"status" text NOT NULL,
	"detail" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tuition_end_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tuition_id" uuid NOT NULL,
	"reporter_user_id" uuid,
	"ended_on" date NOT NULL,
	"note" text,
	"state" "member_report_state" DEFAULT 'pending' NOT NULL,
	"decided_by_user_id" uuid,
	"decided_at" timestamp with time zone,
	"decision_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "email" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "collect_from" "fee_collect_from" DEFAULT 'tutor' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "sms_kinds" text[] DEFAULT '{selected,shortlist_ready,fee_due_soon,fee_overdue}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_reports" ADD CONSTRAINT "payment_reports_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_reports" ADD CONSTRAINT "payment_reports_reporter_user_id_users_id_fk" FOREIGN KEY ("reporter_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sms_messages" ADD CONSTRAINT "sms_messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tuition_end_reports" ADD CONSTRAINT "tuition_end_reports_tuition_id_tuitions_id_fk" FOREIGN KEY ("tuition_id") REFERENCES "public"."tuitions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tuition_end_reports" ADD CONSTRAINT "tuition_end_reports_reporter_user_id_users_id_fk" FOREIGN KEY ("reporter_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_reports_state_created_at_idx" ON "payment_reports" USING btree ("state","created_at");--> statement-breakpoint
CREATE INDEX "payment_reports_payment_idx" ON "payment_reports" USING btree ("payment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_reports_pending_reference_idx" ON "payment_reports" USING btree ("method","reference") WHERE "payment_reports"."state" = 'pending';--> statement-breakpoint
CREATE INDEX "sms_messages_to_phone_created_at_idx" ON "sms_messages" USING btree ("to_phone","created_at");--> statement-breakpoint
CREATE INDEX "sms_messages_user_created_at_idx" ON "sms_messages" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "tuition_end_reports_state_created_at_idx" ON "tuition_end_reports" USING btree ("state","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "tuition_end_reports_pending_idx" ON "tuition_end_reports" USING btree ("tuition_id") WHERE "tuition_end_reports"."state" = 'pending';