-- What a learner knows of each word, per learning language (product §18):
-- a row per word met or marked, its status learning, known or ignored (a
-- word without a row is new). The word is its key (words.Key: the lemma,
-- else the word as written, NFC, lower case). Written by the words package
-- only: by the learner in the reader, and by a review in its commit
-- (study.Review sends words.Studied's statement). known_at is when the word
-- last became known, for the known words over time.
-- On a large install: a new table and its index, no pass over other tables
-- (no lock on any existing table).
CREATE TABLE word_status (
	owner_kind TEXT NOT NULL,
	owner_id TEXT NOT NULL,
	language TEXT NOT NULL,
	word TEXT NOT NULL,
	status TEXT NOT NULL,
	known_at TIMESTAMPTZ,
	updated_at TIMESTAMPTZ NOT NULL,
	PRIMARY KEY (owner_kind, owner_id, language, word)
);
CREATE INDEX word_status_owner_status_idx ON word_status (owner_kind, owner_id, language, status);
