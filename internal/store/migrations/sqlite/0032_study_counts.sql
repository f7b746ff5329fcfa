-- Decision 0043: what a learner has to study is answered from
-- indexes and counts, never by reading all of their cards.
-- - card_memory_due_idx: the cards due by a time, per learner (a review's
--   UPDATE now writes this index's entry again: PostgreSQL's twin says why).
-- - card_memory_story_idx gains `due` again: a lesson's due cards are
--   counted in its own entries (without it SQLite counted them in
--   card_memory_due_idx, i.e. over all of the learner's due cards).
-- - stories_owner_id_idx: a learner's lessons from a random id on (Random).
-- - study_counts: per learner, the cards of their lessons (the sum of
--   stories.cards_total) and the cards they have a memory of; new cards are
--   the difference. Kept in the transaction of every write that changes
--   them: by the triggers below for stories (whichever package writes them)
--   and for memories deleted or moved to another owner; a first review adds
--   its memory itself (study.Review, with its commit).
-- On a large install: one pass over stories and card_memory, in the
-- migration's transaction; SQLite's one writer waits meanwhile.
CREATE INDEX card_memory_due_idx ON card_memory (owner_kind, owner_id, due);
DROP INDEX card_memory_story_idx;
CREATE INDEX card_memory_story_idx ON card_memory (owner_kind, owner_id, story_id, due);
CREATE INDEX stories_owner_id_idx ON stories (owner_kind, owner_id, id);
CREATE TABLE study_counts (
	owner_kind TEXT NOT NULL,
	owner_id TEXT NOT NULL,
	cards INTEGER NOT NULL DEFAULT 0,
	reviewed INTEGER NOT NULL DEFAULT 0,
	PRIMARY KEY (owner_kind, owner_id)
);
INSERT INTO study_counts (owner_kind, owner_id, cards)
	SELECT owner_kind, owner_id, SUM(cards_total) FROM stories GROUP BY owner_kind, owner_id;
INSERT OR IGNORE INTO study_counts (owner_kind, owner_id) SELECT DISTINCT owner_kind, owner_id FROM card_memory;
UPDATE study_counts SET reviewed = (SELECT COUNT(*) FROM card_memory m
	WHERE m.owner_kind = study_counts.owner_kind AND m.owner_id = study_counts.owner_id);
DELETE FROM study_counts WHERE cards = 0 AND reviewed = 0;

CREATE TRIGGER study_counts_story_insert AFTER INSERT ON stories BEGIN
	INSERT OR IGNORE INTO study_counts (owner_kind, owner_id) VALUES (NEW.owner_kind, NEW.owner_id);
	UPDATE study_counts SET cards = cards + NEW.cards_total WHERE owner_kind = NEW.owner_kind AND owner_id = NEW.owner_id;
END;
CREATE TRIGGER study_counts_story_update AFTER UPDATE OF owner_kind, owner_id, cards_total ON stories BEGIN
	UPDATE study_counts SET cards = cards - OLD.cards_total WHERE owner_kind = OLD.owner_kind AND owner_id = OLD.owner_id;
	INSERT OR IGNORE INTO study_counts (owner_kind, owner_id) VALUES (NEW.owner_kind, NEW.owner_id);
	UPDATE study_counts SET cards = cards + NEW.cards_total WHERE owner_kind = NEW.owner_kind AND owner_id = NEW.owner_id;
	DELETE FROM study_counts WHERE owner_kind = OLD.owner_kind AND owner_id = OLD.owner_id AND cards = 0 AND reviewed = 0;
END;
CREATE TRIGGER study_counts_story_delete AFTER DELETE ON stories BEGIN
	UPDATE study_counts SET cards = cards - OLD.cards_total WHERE owner_kind = OLD.owner_kind AND owner_id = OLD.owner_id;
	DELETE FROM study_counts WHERE owner_kind = OLD.owner_kind AND owner_id = OLD.owner_id AND cards = 0 AND reviewed = 0;
END;
CREATE TRIGGER study_counts_memory_update AFTER UPDATE OF owner_kind, owner_id ON card_memory BEGIN
	UPDATE study_counts SET reviewed = reviewed - 1 WHERE owner_kind = OLD.owner_kind AND owner_id = OLD.owner_id;
	INSERT OR IGNORE INTO study_counts (owner_kind, owner_id) VALUES (NEW.owner_kind, NEW.owner_id);
	UPDATE study_counts SET reviewed = reviewed + 1 WHERE owner_kind = NEW.owner_kind AND owner_id = NEW.owner_id;
	DELETE FROM study_counts WHERE owner_kind = OLD.owner_kind AND owner_id = OLD.owner_id AND cards = 0 AND reviewed = 0;
END;
CREATE TRIGGER study_counts_memory_delete AFTER DELETE ON card_memory BEGIN
	UPDATE study_counts SET reviewed = reviewed - 1 WHERE owner_kind = OLD.owner_kind AND owner_id = OLD.owner_id;
	DELETE FROM study_counts WHERE owner_kind = OLD.owner_kind AND owner_id = OLD.owner_id AND cards = 0 AND reviewed = 0;
END;
