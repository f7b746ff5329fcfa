-- Issue 16, content authoring (product §16 /create-content/stories): admins
-- write curated library stories and edit their title and text. Every save is
-- a new row naming the library lesson made of it; rows are never changed or
-- deleted: they are the edit history.
CREATE TABLE curated_story_versions (
	curated_id TEXT NOT NULL,
	version INTEGER NOT NULL,
	target_language TEXT NOT NULL,
	native_language TEXT NOT NULL,
	title TEXT NOT NULL,
	content TEXT NOT NULL,
	story_id TEXT NOT NULL,
	changes TEXT NOT NULL,
	author_id TEXT REFERENCES users (id) ON DELETE SET NULL,
	author_email TEXT NOT NULL,
	created_at TIMESTAMPTZ NOT NULL,
	PRIMARY KEY (curated_id, version)
);
CREATE INDEX curated_story_versions_created_idx ON curated_story_versions (created_at);
