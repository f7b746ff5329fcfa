-- Issue 27: card_memory_due_idx carries the lesson of each due card, so that
-- the due page's one read of a learner's cards due earliest (the capped
-- total and the pool that ranks the "most due" lessons, study's DueToday)
-- reads no row of the table (28 % of that read's time went to the rows'
-- lookups, measured with the sqlite3 shell on the load benchmark's
-- 10,000-lesson learner).
-- On a large install: one pass over card_memory to build the index, under
-- the write lock (reviews wait; reads go on).
DROP INDEX card_memory_due_idx;
CREATE INDEX card_memory_due_idx ON card_memory (owner_id, due, story_id);
