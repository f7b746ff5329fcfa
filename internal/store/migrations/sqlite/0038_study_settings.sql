-- A learner's own scheduler (product §7, decision 0049): the desired
-- retention they chose and the FSRS-6 weights fitted to their review log
-- (one set for all their languages, decision 0048), with what decides when to
-- fit again: the reviews they have given (kept by every review, in the
-- statements sent with its commit) and the count at which the next fit is due.
-- NULL desired_retention: the product's default (0.90); NULL weights: FSRS-6's
-- defaults; NULL next_fit_reviews: the first fit's threshold. Written by
-- internal/study only; a guest's row moves to their account at sign-up and
-- goes with an erased account.
-- On a large install: one pass over review_log (its owner index) to count
-- each learner's reviews, in the migration's transaction; SQLite's one writer
-- waits meanwhile.
CREATE TABLE study_settings (
	owner_kind TEXT NOT NULL CHECK (owner_kind IN ('user', 'guest')),
	owner_id TEXT NOT NULL,
	desired_retention REAL,
	weights TEXT,
	fitted_reviews INTEGER,
	fitted_at TIMESTAMP,
	reviews INTEGER NOT NULL DEFAULT 0,
	next_fit_reviews INTEGER,
	updated_at TIMESTAMP NOT NULL,
	PRIMARY KEY (owner_kind, owner_id)
);
INSERT INTO study_settings (owner_kind, owner_id, reviews, updated_at)
	SELECT owner_kind, owner_id, COUNT(*), MAX(created_at) FROM review_log GROUP BY owner_kind, owner_id;
