-- Decision 0043: what a learner has to study is answered from
-- indexes and counts, never by reading all of their cards.
-- - card_memory_due_idx: the cards due by a time, per learner. `due` is back
--   in an index (migration 0027 took it out), so a review's UPDATE of the
--   memory row is no longer a heap-only (HOT) update: it writes an entry in
--   each of the table's indexes. The alternative, a due table of its own,
--   is a second row written per review; decision 0043 weighs the two.
-- - card_memory_story_idx gains `due` again: a lesson's due cards are
--   counted in its own entries (without it SQLite counted them in
--   card_memory_due_idx, i.e. over all of the learner's due cards).
-- - stories_owner_id_idx: a learner's lessons from a random id on (Random).
-- - study_counts: per learner, the cards of their lessons (the sum of
--   stories.cards_total) and the cards they have a memory of; new cards are
--   the difference. Kept in the transaction of every write that changes
--   them: by the triggers below for stories (whichever package writes them)
--   and for memories deleted or moved to another owner; a first review adds
--   its memory itself, in the statements sent with its COMMIT, so the
--   learner's row is locked for no round trip (a trigger on INSERT locked it
--   from the memory's insert to the commit: 20 connections of one learner
--   reviewing new cards queued on it).
-- On a large install: the migration runs in one transaction. CREATE INDEX
-- (not CONCURRENTLY, which cannot run in a transaction) takes a SHARE lock
-- on card_memory and on stories while it builds: reads go on, reviews and
-- new lessons wait, one pass over each table. CREATE TRIGGER takes a SHARE
-- ROW EXCLUSIVE lock on each table, briefly. The backfill is one pass over
-- stories and one over card_memory's (owner) index.
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
INSERT INTO study_counts (owner_kind, owner_id, cards, reviewed)
	SELECT owner_kind, owner_id, SUM(cards), SUM(reviewed) FROM (
		SELECT owner_kind, owner_id, SUM(cards_total) AS cards, 0 AS reviewed FROM stories GROUP BY owner_kind, owner_id
		UNION ALL
		SELECT owner_kind, owner_id, 0, COUNT(*) FROM card_memory GROUP BY owner_kind, owner_id) c
	GROUP BY owner_kind, owner_id HAVING SUM(cards) <> 0 OR SUM(reviewed) <> 0;

-- Adds to a learner's counts; a row of zeros is removed (nothing is kept of
-- an erased learner).
CREATE FUNCTION study_counts_add(k TEXT, id TEXT, dc INTEGER, dr INTEGER) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO study_counts AS c (owner_kind, owner_id, cards, reviewed) VALUES (k, id, dc, dr)
		ON CONFLICT (owner_kind, owner_id) DO UPDATE SET cards = c.cards + dc, reviewed = c.reviewed + dr;
	IF dc < 0 OR dr < 0 THEN
		DELETE FROM study_counts WHERE owner_kind = k AND owner_id = id AND cards = 0 AND reviewed = 0;
	END IF;
END $$;
CREATE FUNCTION study_counts_story() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP IN ('UPDATE', 'DELETE') THEN
		PERFORM study_counts_add(OLD.owner_kind, OLD.owner_id, -OLD.cards_total, 0);
	END IF;
	IF TG_OP IN ('INSERT', 'UPDATE') THEN
		PERFORM study_counts_add(NEW.owner_kind, NEW.owner_id, NEW.cards_total, 0);
	END IF;
	RETURN NULL;
END $$;
CREATE FUNCTION study_counts_memory() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP IN ('UPDATE', 'DELETE') THEN
		PERFORM study_counts_add(OLD.owner_kind, OLD.owner_id, 0, -1);
	END IF;
	IF TG_OP IN ('INSERT', 'UPDATE') THEN
		PERFORM study_counts_add(NEW.owner_kind, NEW.owner_id, 0, 1);
	END IF;
	RETURN NULL;
END $$;
CREATE TRIGGER study_counts_story AFTER INSERT OR DELETE OR UPDATE OF owner_kind, owner_id, cards_total ON stories
	FOR EACH ROW EXECUTE FUNCTION study_counts_story();
-- Not on INSERT: a first review adds its memory itself, with its commit.
CREATE TRIGGER study_counts_memory AFTER DELETE OR UPDATE OF owner_kind, owner_id ON card_memory
	FOR EACH ROW EXECUTE FUNCTION study_counts_memory();
