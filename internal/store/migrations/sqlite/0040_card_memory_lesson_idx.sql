-- Decision 0056: a lesson's memories are found by the lesson first: the
-- per-lesson counts name the lesson alone (a lesson's memories are its
-- owner's: a memory is made with its lesson's owner and moves with it), so
-- no owner-leading index can serve them (on PostgreSQL, statistics that
-- expected one memory for a learner sent them through card_memory_due_idx,
-- every due memory read once per lesson). The owner columns stay in it for
-- what names both (a deleted lesson's counts, an export's memories).
-- On a large install: one pass over card_memory to build the index, under
-- the write lock (reviews wait; reads go on).
CREATE INDEX card_memory_lesson_idx ON card_memory (story_id, owner_kind, owner_id, due);
DROP INDEX card_memory_story_idx;
