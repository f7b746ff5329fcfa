-- Issue 27: card_memory_due_idx carries the lesson of each due card, so that
-- the due page's one read of a learner's cards due earliest (the capped
-- total and the pool that ranks the "most due" lessons, study's DueToday)
-- needs no row of the table: an index-only scan where the visibility map
-- allows (SQLite: 28 % of that read's time went to the rows' lookups).
-- On a large install: CREATE INDEX (not CONCURRENTLY: the migration is one
-- transaction) takes a SHARE lock on card_memory while it builds, one pass
-- over the table: reads go on, reviews wait. DROP INDEX takes ACCESS
-- EXCLUSIVE on card_memory for an instant.
DROP INDEX card_memory_due_idx;
CREATE INDEX card_memory_due_idx ON card_memory (owner_id, due, story_id);
