CREATE TABLE "sign_in_attempts" (
	"key" text PRIMARY KEY NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"last_attempt_at" timestamp with time zone NOT NULL,
	"blocked_until" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "operations" ADD COLUMN "running_action" text;--> statement-breakpoint
ALTER TABLE "operations" ADD COLUMN "lease_owner" text;--> statement-breakpoint
ALTER TABLE "operations" ADD COLUMN "lease_expires_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "operations_running_idx" ON "operations" USING btree ("lease_expires_at") WHERE status = 'running';