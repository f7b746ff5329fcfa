-- The map's figures per learning language (product §3 /map, decision 0043):
-- the cards a learner has studied (a memory with a review) and learned
-- (in the review state), kept as they change instead of counted over all of
-- a learner's memories at every visit. A review adds to them in its commit
-- (study.Review); a guest's move to an account and an erasure in
-- study.MoveGuestWork and study.EraseAccount; a deleted lesson by the
-- trigger below, before its memories go with it.
-- On a large install: one pass over card_memory and stories in the
-- migration's transaction; SQLite's one writer waits meanwhile.
CREATE TABLE study_languages (
	owner_kind TEXT NOT NULL,
	owner_id TEXT NOT NULL,
	language TEXT NOT NULL,
	studied INTEGER NOT NULL DEFAULT 0,
	learned INTEGER NOT NULL DEFAULT 0,
	PRIMARY KEY (owner_kind, owner_id, language)
);
INSERT INTO study_languages (owner_kind, owner_id, language, studied, learned)
	SELECT m.owner_kind, m.owner_id, s.target_language, COUNT(*), SUM(CASE WHEN m.state = 'review' THEN 1 ELSE 0 END)
	FROM card_memory m JOIN stories s ON s.id = m.story_id WHERE m.reps > 0
	GROUP BY m.owner_kind, m.owner_id, s.target_language;
CREATE TRIGGER study_languages_story_delete BEFORE DELETE ON stories BEGIN
	UPDATE study_languages SET
		studied = studied - (SELECT COUNT(*) FROM card_memory m
			WHERE m.owner_kind = OLD.owner_kind AND m.owner_id = OLD.owner_id AND m.story_id = OLD.id AND m.reps > 0),
		learned = learned - (SELECT COUNT(*) FROM card_memory m
			WHERE m.owner_kind = OLD.owner_kind AND m.owner_id = OLD.owner_id AND m.story_id = OLD.id AND m.reps > 0 AND m.state = 'review')
		WHERE owner_kind = OLD.owner_kind AND owner_id = OLD.owner_id AND language = OLD.target_language;
	DELETE FROM study_languages WHERE owner_kind = OLD.owner_kind AND owner_id = OLD.owner_id AND language = OLD.target_language
		AND studied = 0 AND learned = 0;
END;
