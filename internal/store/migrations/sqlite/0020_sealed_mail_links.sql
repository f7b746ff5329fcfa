-- A mailed link's token is never stored usable (issue 17): the outbox row
-- keeps the link with its token sealed, and the token's hash (as
-- email_tokens stores it), by which delivery reissues a fresh token.
ALTER TABLE mail_outbox ADD COLUMN token_hash TEXT;
