-- Issue 17. Device cookies (OWASP's "device cookies" against account lock-out):
-- a browser that signed in to an account before keeps its own limit of failed
-- sign-ins, so failures from elsewhere cannot lock the owner out. Tokens are
-- stored hashed, like sessions.
CREATE TABLE login_devices (
	token_hash TEXT PRIMARY KEY,
	user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
	created_at TIMESTAMP NOT NULL,
	last_used_at TIMESTAMP NOT NULL
);
CREATE INDEX login_devices_user_idx ON login_devices (user_id);
