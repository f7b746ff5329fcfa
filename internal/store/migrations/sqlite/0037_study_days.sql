-- The progress page (product §19, decision 0050) reads sums kept as reviews
-- happen, never the review log:
-- - study_days: per learner and day (the learner's local date at the review,
--   from the review's tzOffset; UTC when none), the reviews given, the first
--   reviews of cards (new), the reviews of cards in the review state and how
--   many of them passed (Hard or better: true retention) and the time the
--   answers took. Each review adds 1 to its day's row, with one upsert sent
--   in the review's batch (study.Review); undoing a review subtracts the same
--   figures from the same row. Deleting a lesson leaves its days (what was
--   studied stays studied); a guest's move and an erasure carry or remove
--   them (study.MoveGuestWork, study.EraseAccount).
-- - review_log.study_day: the day a review was counted on, so that undoing
--   it subtracts from the same row (NULL before this migration: the UTC date
--   of reviewed_at, as the back-fill counts it).
-- - study_languages.relearning: the cards in the relearning state, beside
--   learned (the review state), so the cards by state are read from a few
--   rows per learner (learning = studied - learned - relearning).
-- The back-fill counts days in UTC (the log keeps no time zone).
-- On a large install: one pass over review_log, one over card_memory and
-- stories, in the migration's transaction; SQLite's one writer waits
-- meanwhile (about a second per million reviews).
CREATE TABLE study_days (
	owner_kind TEXT NOT NULL,
	owner_id TEXT NOT NULL,
	day TEXT NOT NULL,
	reviews INTEGER NOT NULL DEFAULT 0,
	cards_new INTEGER NOT NULL DEFAULT 0,
	review_state_reviews INTEGER NOT NULL DEFAULT 0,
	review_state_passed INTEGER NOT NULL DEFAULT 0,
	duration_ms BIGINT NOT NULL DEFAULT 0,
	PRIMARY KEY (owner_kind, owner_id, day)
);
INSERT INTO study_days (owner_kind, owner_id, day, reviews, cards_new, review_state_reviews, review_state_passed, duration_ms)
	SELECT owner_kind, owner_id, date(reviewed_at), COUNT(*),
		SUM(CASE WHEN state_before = 'new' THEN 1 ELSE 0 END),
		SUM(CASE WHEN state_before = 'review' THEN 1 ELSE 0 END),
		SUM(CASE WHEN state_before = 'review' AND grade >= 2 THEN 1 ELSE 0 END),
		COALESCE(SUM(duration_ms), 0)
	FROM review_log GROUP BY owner_kind, owner_id, date(reviewed_at);

-- review_log.study_day: a new column, no pass over the table.
ALTER TABLE review_log ADD COLUMN study_day TEXT;

ALTER TABLE study_languages ADD COLUMN relearning INTEGER NOT NULL DEFAULT 0;
UPDATE study_languages SET relearning = (SELECT COUNT(*) FROM card_memory m JOIN stories s ON s.id = m.story_id
	WHERE m.owner_kind = study_languages.owner_kind AND m.owner_id = study_languages.owner_id
	AND s.target_language = study_languages.language AND m.reps > 0 AND m.state = 'relearning');
DROP TRIGGER study_languages_story_delete;
CREATE TRIGGER study_languages_story_delete BEFORE DELETE ON stories BEGIN
	UPDATE study_languages SET
		studied = studied - (SELECT COUNT(*) FROM card_memory m
			WHERE m.owner_kind = OLD.owner_kind AND m.owner_id = OLD.owner_id AND m.story_id = OLD.id AND m.reps > 0),
		learned = learned - (SELECT COUNT(*) FROM card_memory m
			WHERE m.owner_kind = OLD.owner_kind AND m.owner_id = OLD.owner_id AND m.story_id = OLD.id AND m.reps > 0 AND m.state = 'review'),
		relearning = relearning - (SELECT COUNT(*) FROM card_memory m
			WHERE m.owner_kind = OLD.owner_kind AND m.owner_id = OLD.owner_id AND m.story_id = OLD.id AND m.reps > 0 AND m.state = 'relearning')
		WHERE owner_kind = OLD.owner_kind AND owner_id = OLD.owner_id AND language = OLD.target_language;
	DELETE FROM study_languages WHERE owner_kind = OLD.owner_kind AND owner_id = OLD.owner_id AND language = OLD.target_language
		AND studied = 0 AND learned = 0;
END;
