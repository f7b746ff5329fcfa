-- My Stories is paged (product §10, decision 0043), newest first: a page is
-- read in index order, ties of created_at broken by id within the index, of
-- all pairs (stories_owner_idx) or of one (stories_owner_pair_idx); the
-- pairs of a learner's stories, for the filter, are found by one probe each
-- (a loose index scan), however many stories a learner keeps.
-- On a large install: one pass over stories in the migration's transaction
-- (PostgreSQL: a SHARE lock while each index builds and ACCESS EXCLUSIVE
-- briefly for the drop; new lessons wait).
DROP INDEX stories_owner_idx;
CREATE INDEX stories_owner_idx ON stories (owner_kind, owner_id, created_at, id);
CREATE INDEX stories_owner_pair_idx ON stories (owner_kind, owner_id, language_pair, created_at, id);

-- study_counts gains the learner's lessons, for My Stories' count: kept by
-- the same triggers, and a row is removed only when all three are zero.
ALTER TABLE study_counts ADD COLUMN lessons INTEGER NOT NULL DEFAULT 0;
INSERT OR IGNORE INTO study_counts (owner_kind, owner_id) SELECT DISTINCT owner_kind, owner_id FROM stories;
UPDATE study_counts SET lessons = (SELECT COUNT(*) FROM stories s
	WHERE s.owner_kind = study_counts.owner_kind AND s.owner_id = study_counts.owner_id);
DROP TRIGGER study_counts_story_insert;
DROP TRIGGER study_counts_story_update;
DROP TRIGGER study_counts_story_delete;
DROP TRIGGER study_counts_memory_update;
DROP TRIGGER study_counts_memory_delete;
CREATE TRIGGER study_counts_story_insert AFTER INSERT ON stories BEGIN
	INSERT OR IGNORE INTO study_counts (owner_kind, owner_id) VALUES (NEW.owner_kind, NEW.owner_id);
	UPDATE study_counts SET cards = cards + NEW.cards_total, lessons = lessons + 1 WHERE owner_kind = NEW.owner_kind AND owner_id = NEW.owner_id;
END;
CREATE TRIGGER study_counts_story_update AFTER UPDATE OF owner_kind, owner_id, cards_total ON stories BEGIN
	UPDATE study_counts SET cards = cards - OLD.cards_total, lessons = lessons - 1 WHERE owner_kind = OLD.owner_kind AND owner_id = OLD.owner_id;
	INSERT OR IGNORE INTO study_counts (owner_kind, owner_id) VALUES (NEW.owner_kind, NEW.owner_id);
	UPDATE study_counts SET cards = cards + NEW.cards_total, lessons = lessons + 1 WHERE owner_kind = NEW.owner_kind AND owner_id = NEW.owner_id;
	DELETE FROM study_counts WHERE owner_kind = OLD.owner_kind AND owner_id = OLD.owner_id AND cards = 0 AND reviewed = 0 AND lessons = 0;
END;
CREATE TRIGGER study_counts_story_delete AFTER DELETE ON stories BEGIN
	UPDATE study_counts SET cards = cards - OLD.cards_total, lessons = lessons - 1 WHERE owner_kind = OLD.owner_kind AND owner_id = OLD.owner_id;
	DELETE FROM study_counts WHERE owner_kind = OLD.owner_kind AND owner_id = OLD.owner_id AND cards = 0 AND reviewed = 0 AND lessons = 0;
END;
CREATE TRIGGER study_counts_memory_update AFTER UPDATE OF owner_kind, owner_id ON card_memory BEGIN
	UPDATE study_counts SET reviewed = reviewed - 1 WHERE owner_kind = OLD.owner_kind AND owner_id = OLD.owner_id;
	INSERT OR IGNORE INTO study_counts (owner_kind, owner_id) VALUES (NEW.owner_kind, NEW.owner_id);
	UPDATE study_counts SET reviewed = reviewed + 1 WHERE owner_kind = NEW.owner_kind AND owner_id = NEW.owner_id;
	DELETE FROM study_counts WHERE owner_kind = OLD.owner_kind AND owner_id = OLD.owner_id AND cards = 0 AND reviewed = 0 AND lessons = 0;
END;
CREATE TRIGGER study_counts_memory_delete AFTER DELETE ON card_memory BEGIN
	UPDATE study_counts SET reviewed = reviewed - 1 WHERE owner_kind = OLD.owner_kind AND owner_id = OLD.owner_id;
	DELETE FROM study_counts WHERE owner_kind = OLD.owner_kind AND owner_id = OLD.owner_id AND cards = 0 AND reviewed = 0 AND lessons = 0;
END;
