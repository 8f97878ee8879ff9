-- Every UPDATE moves updated_at, whoever writes the row (SPEC: updatedAt changes on every update).
CREATE OR REPLACE FUNCTION set_updated_at() RETURNS trigger AS $$
BEGIN
  NEW.updated_at := now();
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER users_set_updated_at BEFORE UPDATE ON "users" FOR EACH ROW EXECUTE FUNCTION set_updated_at();
--> statement-breakpoint
CREATE TRIGGER pages_set_updated_at BEFORE UPDATE ON "pages" FOR EACH ROW EXECUTE FUNCTION set_updated_at();
--> statement-breakpoint
CREATE TRIGGER blog_posts_set_updated_at BEFORE UPDATE ON "blog_posts" FOR EACH ROW EXECUTE FUNCTION set_updated_at();
--> statement-breakpoint
CREATE TRIGGER inquiries_set_updated_at BEFORE UPDATE ON "inquiries" FOR EACH ROW EXECUTE FUNCTION set_updated_at();
--> statement-breakpoint
CREATE TRIGGER seo_settings_set_updated_at BEFORE UPDATE ON "seo_settings" FOR EACH ROW EXECUTE FUNCTION set_updated_at();
--> statement-breakpoint
CREATE TRIGGER auth_sessions_set_updated_at BEFORE UPDATE ON "auth_sessions" FOR EACH ROW EXECUTE FUNCTION set_updated_at();
--> statement-breakpoint
CREATE TRIGGER auth_sign_in_throttle_set_updated_at BEFORE UPDATE ON "auth_sign_in_throttle" FOR EACH ROW EXECUTE FUNCTION set_updated_at();
