-- Every authenticated request looks its session up (modules/auth/sessions.repository.ts). The lookup joins the
-- session to its account, and planning that join (the accounts table has a dozen indexes to weigh) was most of
-- its cost on PGlite, which plans each statement again: 0.5 ms of the 2.4 ms its thread spent on a panic-event
-- search. PL/pgSQL keeps the plan of the query inside a function for the connection's life, so the lookup is
-- planned once (decision 048). On PostgreSQL the statement was already prepared; the function costs it nothing.
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
