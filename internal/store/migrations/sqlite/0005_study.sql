-- Study (product §7 flashcard modes; issue 6): each learner's FSRS memory state
-- per card, and every graded answer in any mode as a review log row.
-- Timestamps are written in UTC, so SQLite's text comparison orders them.
CREATE TABLE card_memory (
	owner_kind TEXT NOT NULL CHECK (owner_kind IN ('user', 'guest')),
	owner_id TEXT NOT NULL,
	card_id TEXT NOT NULL REFERENCES flashcards (id) ON DELETE CASCADE,
	story_id TEXT NOT NULL REFERENCES stories (id) ON DELETE CASCADE,
	stability REAL NOT NULL,
	difficulty REAL NOT NULL,
	state TEXT NOT NULL CHECK (state IN ('new', 'learning', 'review', 'relearning')),
	step INTEGER NOT NULL DEFAULT 0,
	reps INTEGER NOT NULL DEFAULT 0,
	lapses INTEGER NOT NULL DEFAULT 0,
	elapsed_days INTEGER NOT NULL DEFAULT 0,
	scheduled_days INTEGER NOT NULL DEFAULT 0,
	due TIMESTAMP NOT NULL,
	last_review TIMESTAMP,
	updated_at TIMESTAMP NOT NULL,
	PRIMARY KEY (owner_kind, owner_id, card_id)
);
CREATE INDEX card_memory_due_idx ON card_memory (owner_kind, owner_id, due);
CREATE INDEX card_memory_story_idx ON card_memory (owner_kind, owner_id, story_id, due);
CREATE INDEX card_memory_card_idx ON card_memory (card_id);

CREATE TABLE review_log (
	id INTEGER PRIMARY KEY,
	owner_kind TEXT NOT NULL CHECK (owner_kind IN ('user', 'guest')),
	owner_id TEXT NOT NULL,
	idempotency_key TEXT NOT NULL,
	card_id TEXT NOT NULL REFERENCES flashcards (id) ON DELETE CASCADE,
	story_id TEXT NOT NULL REFERENCES stories (id) ON DELETE CASCADE,
	mode TEXT NOT NULL CHECK (mode IN ('review', 'test', 'missing', 'order', 'random', 'slideshow')),
	grade INTEGER NOT NULL CHECK (grade BETWEEN 1 AND 4),
	outcome TEXT NOT NULL DEFAULT '{}' CHECK (json_valid(outcome)),
	state_before TEXT NOT NULL,
	state_after TEXT NOT NULL,
	stability_before REAL NOT NULL,
	stability_after REAL NOT NULL,
	difficulty_before REAL NOT NULL,
	difficulty_after REAL NOT NULL,
	elapsed_days INTEGER NOT NULL,
	scheduled_days INTEGER NOT NULL,
	due_after TIMESTAMP NOT NULL,
	duration_ms INTEGER,
	imported BOOLEAN NOT NULL DEFAULT FALSE,
	reviewed_at TIMESTAMP NOT NULL,
	created_at TIMESTAMP NOT NULL,
	UNIQUE (owner_kind, owner_id, idempotency_key)
);
CREATE INDEX review_log_owner_idx ON review_log (owner_kind, owner_id, reviewed_at);
CREATE INDEX review_log_card_idx ON review_log (card_id, reviewed_at);
CREATE INDEX review_log_story_idx ON review_log (story_id);
