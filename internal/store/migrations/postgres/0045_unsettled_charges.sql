-- Decision 0068: what a stopped process left unsettled is given back.
-- A Genie wish neither granted nor given back (result and returned_at NULL)
-- long after it was taken was left by a process that stopped during its AI
-- call; the Genie's sweep finds such wishes by their age, every minute, along
-- a partial index that holds the open wishes alone (a handful at any time,
-- however many wishes were ever made).
-- An AI story's charge is recorded with its ledger key: its story once it
-- came back (replayed for the key for a day), or when it was refunded; the
-- lesson sweep refunds a charge left with neither. Rows settled more than a
-- day ago are deleted by the same sweep.
-- On a large install: CREATE INDEX on genie_wishes (not CONCURRENTLY: the
-- migration is one transaction) takes a SHARE lock while it makes one pass
-- over the table: reads go on, wishes taken, granted or given back wait.
-- The new table is empty.
CREATE INDEX genie_wishes_unsettled_idx ON genie_wishes (created_at) WHERE result IS NULL AND returned_at IS NULL;
CREATE TABLE ai_story_charges (
	idempotency_key TEXT PRIMARY KEY,
	account_kind TEXT NOT NULL CHECK (account_kind IN ('user', 'guest')),
	account_id TEXT NOT NULL,
	request TEXT NOT NULL,
	story TEXT,
	created_at TIMESTAMPTZ NOT NULL,
	refunded_at TIMESTAMPTZ
);
CREATE INDEX ai_story_charges_created_idx ON ai_story_charges (created_at);
CREATE INDEX ai_story_charges_account_idx ON ai_story_charges (account_kind, account_id);
