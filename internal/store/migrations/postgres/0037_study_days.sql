-- The progress page (product §19, decision 0050) reads sums kept as reviews
-- happen, never the review log:
-- - study_days: per learner and day (the learner's local date at the review,
--   from the review's tzOffset; UTC when none), the reviews given, the first
--   reviews of cards (new), the reviews of cards in the review state and how
--   many of them passed (Hard or better: true retention) and the time the
--   answers took. Each review adds 1 to its day's row, with one upsert sent
--   with the review's commit (study.Review); undoing a review subtracts the
--   same figures from the same row. Deleting a lesson leaves its days (what
--   was studied stays studied); a guest's move and an erasure carry or
--   remove them (study.MoveGuestWork, study.EraseAccount).
-- - review_log.study_day: the day a review was counted on, so that undoing
--   it subtracts from the same row (NULL before this migration: the UTC date
--   of reviewed_at, as the back-fill counts it).
-- - study_languages.relearning: the cards in the relearning state, beside
--   learned (the review state), so the cards by state are read from a few
--   rows per learner (learning = studied - learned - relearning).
-- The back-fill counts days in UTC (the log keeps no time zone).
-- On a large install: the migration runs in one transaction. The back-fill
-- reads review_log once under ACCESS SHARE (reviews go on being logged);
-- ALTER TABLE ... ADD COLUMN with a constant default takes an ACCESS
-- EXCLUSIVE lock on study_languages without rewriting it, and the UPDATE
-- rewrites its rows (one per learner and language), so reviews that move a
-- language's counts wait for the migration's commit; replacing the trigger
-- function takes no lock on stories.
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
	SELECT owner_kind, owner_id, to_char(reviewed_at AT TIME ZONE 'UTC', 'YYYY-MM-DD'), COUNT(*),
		SUM(CASE WHEN state_before = 'new' THEN 1 ELSE 0 END),
		SUM(CASE WHEN state_before = 'review' THEN 1 ELSE 0 END),
		SUM(CASE WHEN state_before = 'review' AND grade >= 2 THEN 1 ELSE 0 END),
		COALESCE(SUM(duration_ms), 0)
	FROM review_log GROUP BY owner_kind, owner_id, to_char(reviewed_at AT TIME ZONE 'UTC', 'YYYY-MM-DD');

-- review_log.study_day: ADD COLUMN without a default changes the catalog only (ACCESS
-- EXCLUSIVE on review_log for an instant, no rewrite).
ALTER TABLE review_log ADD COLUMN study_day TEXT;

ALTER TABLE study_languages ADD COLUMN relearning INTEGER NOT NULL DEFAULT 0;
UPDATE study_languages l SET relearning = r.n FROM (
	SELECT m.owner_kind, m.owner_id, s.target_language, COUNT(*) AS n FROM card_memory m JOIN stories s ON s.id = m.story_id
	WHERE m.reps > 0 AND m.state = 'relearning' GROUP BY m.owner_kind, m.owner_id, s.target_language) r
	WHERE l.owner_kind = r.owner_kind AND l.owner_id = r.owner_id AND l.language = r.target_language;
CREATE OR REPLACE FUNCTION study_languages_story() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	ds INTEGER;
	dl INTEGER;
	dr INTEGER;
BEGIN
	SELECT COUNT(*), COALESCE(SUM(CASE WHEN m.state = 'review' THEN 1 ELSE 0 END), 0),
		COALESCE(SUM(CASE WHEN m.state = 'relearning' THEN 1 ELSE 0 END), 0) INTO ds, dl, dr FROM card_memory m
		WHERE m.owner_kind = OLD.owner_kind AND m.owner_id = OLD.owner_id AND m.story_id = OLD.id AND m.reps > 0;
	IF ds > 0 THEN
		UPDATE study_languages SET studied = studied - ds, learned = learned - dl, relearning = relearning - dr
			WHERE owner_kind = OLD.owner_kind AND owner_id = OLD.owner_id AND language = OLD.target_language;
		DELETE FROM study_languages WHERE owner_kind = OLD.owner_kind AND owner_id = OLD.owner_id AND language = OLD.target_language
			AND studied = 0 AND learned = 0;
	END IF;
	RETURN OLD;
END $$;
