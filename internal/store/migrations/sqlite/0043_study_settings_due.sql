-- Decision 0062: a learner's cards due by the end of their day, kept in the
-- learner's study_settings row, which every review already updates (its
-- review count, decision 0049): the count moves in that statement, and a
-- review locks no row more. due_end is the day's end counted (NULL: none
-- kept); due_count the memories due by then, exact when due_more is 0, at
-- least that many when 1 (a recount stops at 2,001 entries). A memory
-- deleted or moved to another owner drops the count (the triggers below,
-- which keep study_counts too): the next Random review counts it again.
-- On a large install: ADD COLUMN rewrites nothing on SQLite; the triggers
-- are replaced under the write lock, at once.
ALTER TABLE study_settings ADD COLUMN due_end TIMESTAMP;
ALTER TABLE study_settings ADD COLUMN due_count INTEGER NOT NULL DEFAULT 0;
ALTER TABLE study_settings ADD COLUMN due_more INTEGER NOT NULL DEFAULT 0;
DROP TRIGGER study_counts_memory_update;
DROP TRIGGER study_counts_memory_delete;
CREATE TRIGGER study_counts_memory_update AFTER UPDATE OF owner_kind, owner_id ON card_memory BEGIN
	UPDATE study_counts SET reviewed = reviewed - 1 WHERE owner_kind = OLD.owner_kind AND owner_id = OLD.owner_id;
	INSERT OR IGNORE INTO study_counts (owner_kind, owner_id) VALUES (NEW.owner_kind, NEW.owner_id);
	UPDATE study_counts SET reviewed = reviewed + 1 WHERE owner_kind = NEW.owner_kind AND owner_id = NEW.owner_id;
	DELETE FROM study_counts WHERE owner_kind = OLD.owner_kind AND owner_id = OLD.owner_id AND cards = 0 AND reviewed = 0 AND lessons = 0;
	UPDATE study_settings SET due_end = NULL WHERE owner_kind = OLD.owner_kind AND owner_id = OLD.owner_id AND due_end IS NOT NULL;
	UPDATE study_settings SET due_end = NULL WHERE owner_kind = NEW.owner_kind AND owner_id = NEW.owner_id AND due_end IS NOT NULL;
END;
CREATE TRIGGER study_counts_memory_delete AFTER DELETE ON card_memory BEGIN
	UPDATE study_counts SET reviewed = reviewed - 1 WHERE owner_kind = OLD.owner_kind AND owner_id = OLD.owner_id;
	DELETE FROM study_counts WHERE owner_kind = OLD.owner_kind AND owner_id = OLD.owner_id AND cards = 0 AND reviewed = 0 AND lessons = 0;
	UPDATE study_settings SET due_end = NULL WHERE owner_kind = OLD.owner_kind AND owner_id = OLD.owner_id AND due_end IS NOT NULL;
END;
