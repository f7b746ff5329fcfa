-- A confirmation link carries the password chosen at that sign-up: confirming
-- it sets that password, so a later sign-up cannot change the password under
-- an earlier link (pre-registration hijack).
ALTER TABLE email_tokens ADD COLUMN password_hash TEXT;
