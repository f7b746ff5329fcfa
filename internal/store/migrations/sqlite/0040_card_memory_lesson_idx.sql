-- Decision 0056: a lesson's memories are found by the lesson first, then
-- their due times: the per-lesson counts name the owner only as a filter no
-- index can take (study's memoryOwner), so no owner-leading index can serve
-- them (on PostgreSQL, statistics that expected one memory for a learner
-- sent them through card_memory_due_idx, every due memory read once per
-- lesson). The owner columns are in it so that the filter reads the index
-- alone.
-- On a large install: one pass over card_memory to build the index, under
-- the write lock (reviews wait; reads go on).
CREATE INDEX card_memory_lesson_idx ON card_memory (story_id, due, owner_kind, owner_id);
DROP INDEX card_memory_story_idx;
