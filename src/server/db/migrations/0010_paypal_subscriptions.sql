CREATE TABLE "paypal_plans" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"plan" text NOT NULL,
	"amount" numeric(10, 2) NOT NULL,
	"currency" text NOT NULL,
	"product_id" text NOT NULL,
	"paypal_plan_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "paypal_plans_paypal_plan_id_unique" UNIQUE("paypal_plan_id")
);
--> statement-breakpoint
CREATE TABLE "paypal_subscriptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"plan" text NOT NULL,
	"paypal_subscription_id" text NOT NULL,
	"paypal_plan_id" text NOT NULL,
	"status" text NOT NULL,
	"approve_url" text,
	"paid_through" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "paypal_subscriptions_paypal_subscription_id_unique" UNIQUE("paypal_subscription_id")
);
--> statement-breakpoint
ALTER TABLE "paypal_subscriptions" ADD CONSTRAINT "paypal_subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "paypal_plans_plan_amount" ON "paypal_plans" USING btree ("plan","amount","currency");--> statement-breakpoint
CREATE INDEX "paypal_subscriptions_user_idx" ON "paypal_subscriptions" USING btree ("user_id","paid_through");