-- Issue 30 item 2 (decision record 118): setting a password in any way, or changing the login
-- email, ends every reset and invite link of the account. Both are better-auth 'reset-password:'
-- rows in verifications whose value is the user id. Kept by triggers, so every writer (better-auth's
-- reset and change-password, our own services, a later screen) ends them in its own transaction.
CREATE FUNCTION "end_reset_tokens_of"("user_id" uuid) RETURNS void LANGUAGE sql AS $$
  DELETE FROM "verifications" WHERE "value" = "user_id"::text AND "identifier" LIKE 'reset-password:%';
$$;
--> statement-breakpoint
CREATE FUNCTION "accounts_password_set"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "end_reset_tokens_of"(NEW."user_id");
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "user_profiles_email_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "end_reset_tokens_of"(NEW."id");
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "accounts_password_created" AFTER INSERT ON "accounts"
  FOR EACH ROW WHEN (NEW."password" IS NOT NULL) EXECUTE FUNCTION "accounts_password_set"();
--> statement-breakpoint
CREATE TRIGGER "accounts_password_changed" AFTER UPDATE OF "password" ON "accounts"
  FOR EACH ROW WHEN (NEW."password" IS DISTINCT FROM OLD."password") EXECUTE FUNCTION "accounts_password_set"();
--> statement-breakpoint
CREATE TRIGGER "user_profiles_email_changed" AFTER UPDATE OF "email" ON "user_profiles"
  FOR EACH ROW WHEN (NEW."email" IS DISTINCT FROM OLD."email") EXECUTE FUNCTION "user_profiles_email_changed"();
