-- Issue 16, the audio fix (product §17 /audio-fix): a learner reports a card
-- whose audio is wrong; the lesson's owner, or an admin for any lesson, sees
-- the open reports and makes the audio again, which closes them. A report
-- goes with its card. At most one open report per card.
CREATE TABLE audio_reports (
	id INTEGER PRIMARY KEY,
	story_id TEXT NOT NULL REFERENCES stories (id) ON DELETE CASCADE,
	card_id TEXT NOT NULL REFERENCES flashcards (id) ON DELETE CASCADE,
	reporter_kind TEXT NOT NULL,
	reporter_id TEXT NOT NULL,
	note TEXT NOT NULL DEFAULT '',
	created_at TIMESTAMP NOT NULL,
	closed_at TIMESTAMP,
	closed_by TEXT,
	resolution TEXT CHECK (resolution IN ('fixed', 'dismissed'))
);
CREATE UNIQUE INDEX audio_reports_open_card_idx ON audio_reports (card_id) WHERE closed_at IS NULL;
CREATE INDEX audio_reports_open_idx ON audio_reports (closed_at, created_at);
CREATE INDEX audio_reports_story_idx ON audio_reports (story_id);
