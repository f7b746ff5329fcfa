-- Decision 0066: review_log keeps no foreign key to flashcards, and so no
-- index by card. A card is deleted only with its lesson (stories cascade to
-- flashcards), and the lesson's deletion takes its reviews by the story key
-- (review_log_story_idx); the card index served that cascade alone (no query
-- reads the log by card) and cost every review one more index page, one
-- nobody else in a group commit shares when the learner's cards are spread
-- over thousands of lessons.
-- SQLite drops a foreign key only by making the table again: the rows are
-- copied into a new table of the same columns, the old one dropped and the
-- new one renamed (nothing references review_log and no trigger reads it).
-- On a large install: one pass over review_log in the migration's
-- transaction; SQLite's one writer waits meanwhile (measured: 4.1 s for
-- 394,708 reviews in a 650 MB database, decision 0066), and the file grows
-- by the table's size (there 245 MB), its old pages free for later writes
-- until a VACUUM.
CREATE TABLE review_log_next (
	id INTEGER PRIMARY KEY,
	owner_kind TEXT NOT NULL CHECK (owner_kind IN ('user', 'guest')),
	owner_id TEXT NOT NULL,
	idempotency_key TEXT NOT NULL,
	card_id TEXT NOT NULL,
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
	study_day TEXT,
	undo_state TEXT,
	UNIQUE (owner_kind, owner_id, idempotency_key)
);
INSERT INTO review_log_next (id, owner_kind, owner_id, idempotency_key, card_id, story_id, mode, grade, outcome, state_before,
	state_after, stability_before, stability_after, difficulty_before, difficulty_after, elapsed_days, scheduled_days, due_after,
	duration_ms, imported, reviewed_at, created_at, study_day, undo_state)
	SELECT id, owner_kind, owner_id, idempotency_key, card_id, story_id, mode, grade, outcome, state_before,
	state_after, stability_before, stability_after, difficulty_before, difficulty_after, elapsed_days, scheduled_days, due_after,
	duration_ms, imported, reviewed_at, created_at, study_day, undo_state FROM review_log ORDER BY id;
DROP TABLE review_log;
ALTER TABLE review_log_next RENAME TO review_log;
CREATE INDEX review_log_owner_idx ON review_log (owner_kind, owner_id, created_at);
CREATE INDEX review_log_story_idx ON review_log (story_id);
