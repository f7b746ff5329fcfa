-- Stories and their lessons (product §6), and generation ads.
CREATE TABLE stories (
	id TEXT PRIMARY KEY,
	owner_kind TEXT NOT NULL CHECK (owner_kind IN ('user', 'guest')),
	owner_id TEXT NOT NULL,
	title TEXT NOT NULL,
	content TEXT NOT NULL,
	native_language TEXT NOT NULL,
	target_language TEXT NOT NULL,
	language_pair TEXT NOT NULL,
	status TEXT NOT NULL CHECK (status IN ('queued', 'processing', 'completed', 'failed')),
	loading_flashcards BOOLEAN NOT NULL,
	credits_charged INTEGER NOT NULL,
	credits_refunded INTEGER NOT NULL DEFAULT 0,
	cards_total INTEGER NOT NULL DEFAULT 0,
	story_native TEXT,
	title_native TEXT,
	title_phonetic TEXT,
	title_audio_key TEXT,
	detected_language TEXT,
	wrong_language BOOLEAN NOT NULL DEFAULT FALSE,
	failure TEXT,
	created_at TIMESTAMP NOT NULL,
	updated_at TIMESTAMP NOT NULL,
	completed_at TIMESTAMP,
	deadline_at TIMESTAMP NOT NULL
);
CREATE INDEX stories_owner_idx ON stories (owner_kind, owner_id, created_at);
CREATE INDEX stories_open_idx ON stories (status, deadline_at);

CREATE TABLE flashcards (
	id TEXT PRIMARY KEY,
	story_id TEXT NOT NULL REFERENCES stories (id) ON DELETE CASCADE,
	position INTEGER NOT NULL,
	kind TEXT NOT NULL CHECK (kind IN ('sentence', 'word')),
	front TEXT NOT NULL,
	back TEXT NOT NULL,
	back_provider TEXT NOT NULL DEFAULT '',
	machine_draft BOOLEAN NOT NULL DEFAULT FALSE,
	pronunciation TEXT NOT NULL DEFAULT '',
	audio_key TEXT,
	image_key TEXT,
	hints TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(hints)),
	problems TEXT NOT NULL DEFAULT '{}' CHECK (json_valid(problems)),
	created_at TIMESTAMP NOT NULL,
	UNIQUE (story_id, position)
);

CREATE TABLE ads (
	id INTEGER PRIMARY KEY,
	video_url TEXT NOT NULL,
	is_active BOOLEAN NOT NULL DEFAULT TRUE,
	display_order INTEGER NOT NULL DEFAULT 0,
	link_url TEXT,
	link_label TEXT,
	created_at TIMESTAMP NOT NULL
);
CREATE INDEX ads_active_idx ON ads (is_active, display_order);

-- Analytics events (product §8): one row per tracked event.
CREATE TABLE analytics_events (
	id INTEGER PRIMARY KEY,
	event_name TEXT NOT NULL,
	user_id TEXT,
	session_id TEXT,
	utm_source TEXT,
	utm_medium TEXT,
	utm_campaign TEXT,
	utm_content TEXT,
	utm_term TEXT,
	is_guest BOOLEAN NOT NULL,
	metadata TEXT NOT NULL DEFAULT '{}' CHECK (json_valid(metadata)),
	created_at TIMESTAMP NOT NULL
);
CREATE INDEX analytics_events_name_idx ON analytics_events (event_name, created_at);
