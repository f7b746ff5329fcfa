-- Issue 27: card_memory_due_idx carries the lesson of each due card, so that
-- the due page's one read of a learner's cards due earliest (the capped
-- total and the pool that ranks the "most due" lessons, study's DueToday)
-- needs no row of the table: an index-only scan where the visibility map
-- allows (SQLite: 28 % of that read's time went to the rows' lookups).
-- On a large install: the migration is one transaction, so the new index is
-- built first under a SHARE lock on card_memory (reads go on, reviews wait),
-- and the old one dropped after it: DROP INDEX takes ACCESS EXCLUSIVE, held
-- to the commit, which follows at once. (Migration 0041 dropped first, so its
-- ACCESS EXCLUSIVE lock covered its whole build, reads included, whatever its
-- comment says.)
CREATE INDEX card_memory_due_story_idx ON card_memory (owner_id, due, story_id);
DROP INDEX card_memory_due_idx;
ALTER INDEX card_memory_due_story_idx RENAME TO card_memory_due_idx;
