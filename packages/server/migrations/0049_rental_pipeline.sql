ALTER TABLE "rental_commands" ADD COLUMN "purchased_coupon_id" uuid;
--> statement-breakpoint
ALTER TABLE "rental_commands" ADD CONSTRAINT "rental_commands_purchased_coupon_id_purchased_coupons_id_fk" FOREIGN KEY ("purchased_coupon_id") REFERENCES "public"."purchased_coupons"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "rental_commands_purchased_coupon_id_idx" ON "rental_commands" USING btree ("purchased_coupon_id");
