-- Built-in stories (issue 13). Our own translation of a story we wrote
-- replaces the engine's for the natives it covers; a story copied into
-- someone's library (a quick story, a curated one) remembers its source so
-- that it is copied once; the curated public list is the stories admins
-- published.
CREATE TABLE story_translations (
	story_id TEXT PRIMARY KEY REFERENCES stories (id) ON DELETE CASCADE,
	sentences JSONB NOT NULL,
	title TEXT NOT NULL,
	provider TEXT NOT NULL
);

CREATE TABLE story_sources (
	owner_kind TEXT NOT NULL CHECK (owner_kind IN ('user', 'guest')),
	owner_id TEXT NOT NULL,
	source TEXT NOT NULL,
	story_id TEXT NOT NULL REFERENCES stories (id) ON DELETE CASCADE,
	created_at TIMESTAMPTZ NOT NULL,
	PRIMARY KEY (owner_kind, owner_id, source)
);
CREATE INDEX story_sources_source_idx ON story_sources (source);
CREATE INDEX story_sources_story_idx ON story_sources (story_id);

CREATE TABLE public_stories (
	story_id TEXT PRIMARY KEY REFERENCES stories (id) ON DELETE CASCADE,
	published_by TEXT,
	published_at TIMESTAMPTZ NOT NULL
);
CREATE INDEX public_stories_published_idx ON public_stories (published_at);
