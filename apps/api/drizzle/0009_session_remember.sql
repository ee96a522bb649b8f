-- Remember me (issue 13, decision 027): a session signed in without it has the short idle limit. Existing
-- sessions were all signed in under the old rules, so they count as remembered.
ALTER TABLE "sessions" ADD COLUMN "remember" boolean DEFAULT true NOT NULL;