-- Decision 0062: a learner's cards due by the end of their day, kept in the
-- learner's study_settings row, which every review already updates (its
-- review count, decision 0049): the count moves in that statement, and a
-- review locks no row more. due_end is the day's end counted (NULL: none
-- kept); due_count the memories due by then, exact when due_more is 0, at
-- least that many when 1 (a recount stops at 2,001 entries). A memory
-- deleted or moved to another owner drops the count (the trigger below,
-- which keeps study_counts too): the next Random review counts it again.
-- On a large install: ADD COLUMN with a constant default rewrites no row
-- (PostgreSQL 11+), under a brief ACCESS EXCLUSIVE lock on study_settings;
-- CREATE OR REPLACE FUNCTION changes the trigger's body in place.
ALTER TABLE study_settings ADD COLUMN due_end TIMESTAMPTZ;
ALTER TABLE study_settings ADD COLUMN due_count INTEGER NOT NULL DEFAULT 0;
ALTER TABLE study_settings ADD COLUMN due_more INTEGER NOT NULL DEFAULT 0;
CREATE OR REPLACE FUNCTION study_counts_memory() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP IN ('UPDATE', 'DELETE') THEN
		PERFORM study_counts_add3(OLD.owner_kind, OLD.owner_id, 0, -1, 0);
		UPDATE study_settings SET due_end = NULL WHERE owner_kind = OLD.owner_kind AND owner_id = OLD.owner_id AND due_end IS NOT NULL;
	END IF;
	IF TG_OP IN ('INSERT', 'UPDATE') THEN
		PERFORM study_counts_add3(NEW.owner_kind, NEW.owner_id, 0, 1, 0);
		UPDATE study_settings SET due_end = NULL WHERE owner_kind = NEW.owner_kind AND owner_id = NEW.owner_id AND due_end IS NOT NULL;
	END IF;
	RETURN NULL;
END $$;
