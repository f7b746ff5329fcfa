-- Accounts, sessions, guests, credits and the security audit log (product §1, §4, §5).
CREATE TABLE users (
	id TEXT PRIMARY KEY,
	email TEXT NOT NULL UNIQUE,
	password_hash TEXT,
	google_subject TEXT UNIQUE,
	role TEXT NOT NULL DEFAULT 'user' CHECK (role IN ('user', 'admin')),
	interface_lang TEXT NOT NULL DEFAULT 'en',
	email_confirmed_at TIMESTAMP,
	signup_guest_session_id TEXT,
	signup_credits_to_refund INTEGER NOT NULL DEFAULT 0,
	signup_public_share TEXT,
	created_at TIMESTAMP NOT NULL,
	updated_at TIMESTAMP NOT NULL
);

CREATE TABLE profiles (
	user_id TEXT PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
	email TEXT NOT NULL,
	display_name TEXT NOT NULL,
	credits INTEGER NOT NULL CHECK (credits >= 0),
	wishes_remaining INTEGER NOT NULL CHECK (wishes_remaining >= 0),
	extra_wishes INTEGER NOT NULL DEFAULT 0 CHECK (extra_wishes >= 0),
	wishes_reset_date TEXT NOT NULL,
	paid_wishes_today INTEGER NOT NULL DEFAULT 0,
	genie_arrow_dismissed BOOLEAN NOT NULL DEFAULT FALSE,
	created_at TIMESTAMP NOT NULL,
	updated_at TIMESTAMP NOT NULL
);

CREATE TABLE guest_sessions (
	id TEXT PRIMARY KEY,
	token_hash TEXT NOT NULL UNIQUE,
	email TEXT,
	credits INTEGER NOT NULL CHECK (credits >= 0),
	wishes_remaining INTEGER NOT NULL CHECK (wishes_remaining >= 0),
	claimed_by_user_id TEXT REFERENCES users (id) ON DELETE SET NULL,
	created_at TIMESTAMP NOT NULL,
	last_seen_at TIMESTAMP NOT NULL,
	expires_at TIMESTAMP NOT NULL
);

CREATE TABLE sessions (
	token_hash TEXT PRIMARY KEY,
	user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
	user_agent TEXT,
	created_at TIMESTAMP NOT NULL,
	last_seen_at TIMESTAMP NOT NULL,
	expires_at TIMESTAMP NOT NULL
);
CREATE INDEX sessions_user_idx ON sessions (user_id);

CREATE TABLE email_tokens (
	token_hash TEXT PRIMARY KEY,
	user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
	purpose TEXT NOT NULL CHECK (purpose IN ('confirm', 'reset')),
	created_at TIMESTAMP NOT NULL,
	expires_at TIMESTAMP NOT NULL,
	used_at TIMESTAMP
);
CREATE INDEX email_tokens_user_idx ON email_tokens (user_id, purpose);

-- Append-only: every change of a balance, with the balance after it.
CREATE TABLE credit_ledger (
	id INTEGER PRIMARY KEY,
	account_kind TEXT NOT NULL CHECK (account_kind IN ('user', 'guest')),
	account_id TEXT NOT NULL,
	delta INTEGER NOT NULL,
	balance_after INTEGER NOT NULL CHECK (balance_after >= 0),
	reason TEXT NOT NULL,
	reference TEXT,
	idempotency_key TEXT NOT NULL UNIQUE,
	created_at TIMESTAMP NOT NULL
);
CREATE INDEX credit_ledger_account_idx ON credit_ledger (account_kind, account_id, id);

-- Sliding-window counters shared by every server process.
CREATE TABLE rate_limit_events (
	id INTEGER PRIMARY KEY,
	bucket TEXT NOT NULL,
	created_at TIMESTAMP NOT NULL
);
CREATE INDEX rate_limit_events_bucket_idx ON rate_limit_events (bucket, created_at);

CREATE TABLE security_audit_events (
	id INTEGER PRIMARY KEY,
	event_type TEXT NOT NULL,
	details TEXT NOT NULL DEFAULT '{}' CHECK (json_valid(details)),
	user_email TEXT,
	ip_address TEXT,
	user_agent TEXT,
	created_at TIMESTAMP NOT NULL
);
CREATE INDEX security_audit_events_created_idx ON security_audit_events (created_at);
