CREATE TYPE "public"."fee_kind" AS ENUM('media', 'verification');--> statement-breakpoint
CREATE TYPE "public"."ledger_entry_kind" AS ENUM('charge', 'payment', 'adjustment', 'refund', 'waiver', 'void', 'flag', 'reopen');--> statement-breakpoint
CREATE TYPE "public"."ledger_status" AS ENUM('Due', 'Partially paid', 'Overdue', 'Paid', 'Refund due', 'Refunded', 'Waived', 'Cancelled', 'Fraud');--> statement-breakpoint
CREATE TYPE "public"."payment_method" AS ENUM('bKash', 'Nagad', 'Rocket', 'bank', 'cash');--> statement-breakpoint
CREATE TYPE "public"."staff_role" AS ENUM('owner', 'matcher', 'verifier', 'finance', 'content');--> statement-breakpoint
CREATE TABLE "activity_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"actor_user_id" uuid,
	"action" text NOT NULL,
	"record_type" text NOT NULL,
	"record_id" text,
	"changes" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"reason" text,
	"ip" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ledger_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seq" bigint GENERATED ALWAYS AS IDENTITY (sequence name "ledger_entries_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"payment_id" uuid NOT NULL,
	"kind" "ledger_entry_kind" NOT NULL,
	"amount" integer NOT NULL,
	"method" "payment_method",
	"reference" text,
	"actor_user_id" uuid,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_entries_amount_sign" CHECK (case "ledger_entries"."kind"
        when 'charge' then "ledger_entries"."amount" > 0
        when 'payment' then "ledger_entries"."amount" < 0
        when 'waiver' then "ledger_entries"."amount" < 0
        when 'refund' then "ledger_entries"."amount" > 0
        when 'void' then "ledger_entries"."amount" <= 0
        when 'reopen' then "ledger_entries"."amount" >= 0
        when 'flag' then "ledger_entries"."amount" = 0
        else "ledger_entries"."amount" <> 0 end)
);
--> statement-breakpoint
DROP INDEX "payments_status_created_at_idx";--> statement-breakpoint
ALTER TABLE "payments" ALTER COLUMN "tuition_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "kind" "fee_kind" DEFAULT 'media' NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "agreed_salary" integer;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "balance" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "ledger_status" "ledger_status" DEFAULT 'Due' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "role" "staff_role";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "disabled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "activity_log_created_at_idx" ON "activity_log" USING btree ("created_at" DESC NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "activity_log_actor_created_at_idx" ON "activity_log" USING btree ("actor_user_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "activity_log_record_idx" ON "activity_log" USING btree ("record_type","record_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "ledger_entries_payment_seq_idx" ON "ledger_entries" USING btree ("payment_id","seq");--> statement-breakpoint
CREATE INDEX "ledger_entries_created_at_idx" ON "ledger_entries" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_entries_payment_reference_idx" ON "ledger_entries" USING btree ("kind","method","reference") WHERE "ledger_entries"."kind" in ('payment', 'refund') and "ledger_entries"."reference" is not null;--> statement-breakpoint
CREATE INDEX "payments_kind_status_created_at_idx" ON "payments" USING btree ("kind","status","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "payments_due_date_idx" ON "payments" USING btree ("payment_due_date");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_one_verification_fee_idx" ON "payments" USING btree ("tutor_user_id") WHERE "payments"."kind" = 'verification';--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_media_fee_has_tuition" CHECK ("payments"."kind" <> 'media' or "payments"."tuition_id" is not null);--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_role_only_for_admins" CHECK ("users"."role" is null or "users"."user_type" = 'admin');--> statement-breakpoint
-- Hand-written below: the data of the tables above, and the triggers that keep the ledger and the log append-only.
-- Today's admins are the owner.
UPDATE "users" SET "role" = 'owner' WHERE "user_type" = 'admin';--> statement-breakpoint
-- Every existing fee gets its ledger: the charge, then what its status says happened (method and reference unknown).
INSERT INTO "ledger_entries" ("payment_id", "kind", "amount", "note", "created_at")
  SELECT "id", 'charge', "amount", 'Carried over from the fee record', "created_at" FROM "payments" WHERE "amount" > 0;--> statement-breakpoint
INSERT INTO "ledger_entries" ("payment_id", "kind", "amount", "note", "created_at")
  SELECT "id", 'payment', -"amount", 'Paid before the ledger (method and reference not recorded)', "updated_at"
  FROM "payments" WHERE "amount" > 0 AND "status" = 'Paid';--> statement-breakpoint
INSERT INTO "ledger_entries" ("payment_id", "kind", "amount", "note", "created_at")
  SELECT "id", 'void', CASE WHEN "status" = 'Cancel' THEN -"amount" ELSE 0 END,
    CASE WHEN "status" = 'Cancel' THEN 'Cancelled before the ledger'
      ELSE 'A fee of 0 Taka (the salary was not a number): never owed; reopen it with an adjustment' END,
    "updated_at"
  FROM "payments" WHERE "status" = 'Cancel' OR "amount" = 0;--> statement-breakpoint
INSERT INTO "ledger_entries" ("payment_id", "kind", "amount", "note", "created_at")
  SELECT "id", 'flag', 0, 'Flagged as fraud before the ledger', "updated_at" FROM "payments" WHERE "status" = 'Fraud' AND "amount" > 0;--> statement-breakpoint
UPDATE "payments" SET
  "status" = CASE WHEN "amount" = 0 THEN 'Cancel' ELSE "status" END,
  "balance" = CASE WHEN "amount" > 0 AND "status" IN ('Due', 'Fraud') THEN "amount" ELSE 0 END,
  "ledger_status" = CASE
    WHEN "amount" = 0 OR "status" = 'Cancel' THEN 'Cancelled'::"ledger_status"
    WHEN "status" = 'Paid' THEN 'Paid'::"ledger_status"
    WHEN "status" = 'Fraud' THEN 'Fraud'::"ledger_status"
    ELSE 'Due'::"ledger_status" END;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "refuse_append_only_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '% is append-only: % refused', TG_TABLE_NAME, TG_OP USING ERRCODE = 'P0001';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "ledger_entries_append_only" BEFORE UPDATE OR DELETE ON "ledger_entries"
  FOR EACH ROW EXECUTE FUNCTION "refuse_append_only_change"();--> statement-breakpoint
CREATE TRIGGER "activity_log_append_only" BEFORE UPDATE OR DELETE ON "activity_log"
  FOR EACH ROW EXECUTE FUNCTION "refuse_append_only_change"();
