-- supabase-js's updateUser({ data }): the user's own metadata, kept as a hosted provider keeps it.
ALTER TABLE "users" ADD COLUMN "user_metadata" jsonb DEFAULT '{}'::jsonb NOT NULL;
