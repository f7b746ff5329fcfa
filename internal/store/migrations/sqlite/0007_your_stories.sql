-- Your stories (issue 11): corrected cards, public share links, copies made
-- from a share (once per learner), and files to sweep after a deletion.
ALTER TABLE flashcards ADD COLUMN edited BOOLEAN NOT NULL DEFAULT FALSE;
ALTER TABLE stories ADD COLUMN shared_from TEXT;
CREATE UNIQUE INDEX stories_shared_from_idx ON stories (owner_kind, owner_id, shared_from);

CREATE TABLE story_shares (
	token TEXT PRIMARY KEY,
	story_id TEXT NOT NULL REFERENCES stories (id) ON DELETE CASCADE,
	created_at TIMESTAMP NOT NULL,
	revoked_at TIMESTAMP
);
CREATE INDEX story_shares_story_idx ON story_shares (story_id);

CREATE TABLE orphan_files (
	file_key TEXT PRIMARY KEY,
	noted_at TIMESTAMP NOT NULL
);
