-- Issue 30: a recruiter writes jobs (and handles applications), not pages, posts, users or SEO.
ALTER TYPE "public"."user_role" ADD VALUE 'recruiter';