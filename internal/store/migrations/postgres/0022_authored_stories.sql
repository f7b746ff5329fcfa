-- Issue 16, content authoring (product §16 /create-content, /content-history):
-- admins write and edit the built-in quick stories. Every save is a new row;
-- the newest version of a (language, slug) replaces the embedded story, or
-- retires it. Rows are never changed or deleted: they are the edit history.
CREATE TABLE authored_story_versions (
	language TEXT NOT NULL,
	slug TEXT NOT NULL,
	version INTEGER NOT NULL,
	story TEXT NOT NULL,
	retired BOOLEAN NOT NULL DEFAULT FALSE,
	action TEXT NOT NULL,
	restored_from INTEGER,
	changes TEXT NOT NULL,
	note TEXT NOT NULL DEFAULT '',
	author_id TEXT REFERENCES users (id) ON DELETE SET NULL,
	author_email TEXT NOT NULL,
	created_at TIMESTAMPTZ NOT NULL,
	PRIMARY KEY (language, slug, version)
);
CREATE INDEX authored_story_versions_created_idx ON authored_story_versions (created_at);
