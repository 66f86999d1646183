CREATE TABLE "monitor_issues" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"key" text NOT NULL,
	"code" text NOT NULL,
	"type" text NOT NULL,
	"severity" text NOT NULL,
	"description" text NOT NULL,
	"impact" text NOT NULL,
	"remedy" text NOT NULL,
	"table_name" text,
	"source" text NOT NULL,
	"auto_fixable" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"fix_applied" boolean DEFAULT false NOT NULL,
	"fix_operation_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"title" text NOT NULL,
	"message" text NOT NULL,
	"type" text NOT NULL,
	"key" text,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "project_monitors" (
	"project_id" uuid PRIMARY KEY NOT NULL,
	"is_monitoring" boolean DEFAULT false NOT NULL,
	"last_check_at" timestamp with time zone,
	"warnings_detected" integer DEFAULT 0 NOT NULL,
	"auto_fixes_applied" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "monitor_issues" ADD CONSTRAINT "monitor_issues_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monitor_issues" ADD CONSTRAINT "monitor_issues_fix_operation_id_operations_id_fk" FOREIGN KEY ("fix_operation_id") REFERENCES "public"."operations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_monitors" ADD CONSTRAINT "project_monitors_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "monitor_issues_project_created_idx" ON "monitor_issues" USING btree ("project_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "monitor_issues_live_key" ON "monitor_issues" USING btree ("project_id","key") WHERE status <> 'fixed';--> statement-breakpoint
CREATE INDEX "notifications_user_created_idx" ON "notifications" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_user_key" ON "notifications" USING btree ("user_id","key");