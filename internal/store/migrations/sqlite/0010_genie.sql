-- The Genie (issue 14): wishes told apart (daily, sign-up bonus, bought), the
-- learner's time zone for the daily renewal, and one row per granted wish.
ALTER TABLE profiles ADD COLUMN bought_wishes INTEGER NOT NULL DEFAULT 0 CHECK (bought_wishes >= 0);
ALTER TABLE profiles ADD COLUMN time_zone TEXT NOT NULL DEFAULT 'UTC';
-- Set when the daily wishes are renewed, cleared when the Genie has said so.
ALTER TABLE profiles ADD COLUMN wishes_renewed BOOLEAN NOT NULL DEFAULT FALSE;

-- A wish taken for a Genie action, in the transaction that grants it; the
-- idempotency key makes a retried request take no second wish. A wish given
-- back (the AI failed) has returned_at set, once.
CREATE TABLE genie_wishes (
	id TEXT PRIMARY KEY,
	idempotency_key TEXT NOT NULL UNIQUE,
	account_kind TEXT NOT NULL CHECK (account_kind IN ('user', 'guest')),
	account_id TEXT NOT NULL,
	action TEXT NOT NULL CHECK (action IN ('new-story', 'change-story', 'story-ideas')),
	source TEXT NOT NULL CHECK (source IN ('daily', 'bonus', 'bought', 'guest')),
	paid BOOLEAN NOT NULL DEFAULT FALSE,
	ideas TEXT,
	regenerations INTEGER NOT NULL DEFAULT 0,
	stories INTEGER NOT NULL DEFAULT 0,
	result TEXT,
	created_at TIMESTAMP NOT NULL,
	returned_at TIMESTAMP
);
CREATE INDEX genie_wishes_account_idx ON genie_wishes (account_kind, account_id, created_at);
