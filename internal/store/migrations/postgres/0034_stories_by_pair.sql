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
INSERT INTO study_counts (owner_kind, owner_id, lessons)
	SELECT owner_kind, owner_id, COUNT(*) FROM stories GROUP BY owner_kind, owner_id
	ON CONFLICT (owner_kind, owner_id) DO UPDATE SET lessons = excluded.lessons;
CREATE FUNCTION study_counts_add3(k TEXT, id TEXT, dc INTEGER, dr INTEGER, dl INTEGER) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO study_counts AS c (owner_kind, owner_id, cards, reviewed, lessons) VALUES (k, id, dc, dr, dl)
		ON CONFLICT (owner_kind, owner_id) DO UPDATE SET cards = c.cards + dc, reviewed = c.reviewed + dr, lessons = c.lessons + dl;
	IF dc < 0 OR dr < 0 OR dl < 0 THEN
		DELETE FROM study_counts WHERE owner_kind = k AND owner_id = id AND cards = 0 AND reviewed = 0 AND lessons = 0;
	END IF;
END $$;
CREATE OR REPLACE FUNCTION study_counts_story() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP IN ('UPDATE', 'DELETE') THEN
		PERFORM study_counts_add3(OLD.owner_kind, OLD.owner_id, -OLD.cards_total, 0, -1);
	END IF;
	IF TG_OP IN ('INSERT', 'UPDATE') THEN
		PERFORM study_counts_add3(NEW.owner_kind, NEW.owner_id, NEW.cards_total, 0, 1);
	END IF;
	RETURN NULL;
END $$;
CREATE OR REPLACE FUNCTION study_counts_memory() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP IN ('UPDATE', 'DELETE') THEN
		PERFORM study_counts_add3(OLD.owner_kind, OLD.owner_id, 0, -1, 0);
	END IF;
	IF TG_OP IN ('INSERT', 'UPDATE') THEN
		PERFORM study_counts_add3(NEW.owner_kind, NEW.owner_id, 0, 1, 0);
	END IF;
	RETURN NULL;
END $$;
DROP FUNCTION study_counts_add(TEXT, TEXT, INTEGER, INTEGER);
