-- Every authenticated request looks its session up (modules/auth/sessions.repository.ts). PGlite plans each
-- statement again, and planning the lookup's join took 0.22 of its 0.52 ms there, on a thread whose time every
-- request waits for (decision 048). PL/pgSQL keeps the plan of the query inside a function for the connection's
-- life, so the lookup is planned once. The call stays a prepared statement, so PostgreSQL plans nothing per request.
CREATE FUNCTION "live_session"("token" text, "at" timestamptz)
RETURNS TABLE ("token_hash" text, "account_id" bigint, "last_seen_at" timestamptz, "remember" boolean, "role_id" smallint, "email" text, "status" smallint)
LANGUAGE plpgsql STABLE AS $$
BEGIN
  RETURN QUERY
    SELECT s.token_hash, s.account_id, s.last_seen_at, s.remember, a.role_id, a.email, a.status
    FROM sessions s JOIN accounts a ON a.id = s.account_id
    WHERE s.token_hash = "token" AND s.revoked_at IS NULL AND s.expires_at > "at"
    LIMIT 1;
END
$$;
