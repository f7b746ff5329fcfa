-- Decision 0056: a lesson's memories are found by the lesson first.
-- card_memory_story_idx began with the owner, as card_memory_due_idx does:
-- on statistics that expected one memory for a learner (a learner newer
-- than the last ANALYZE) both cost the same to PostgreSQL, and the due
-- page's per-lesson counts went through the due index, reading every due
-- memory of the learner once per listed lesson. The lesson index begins
-- with the lesson and its due times, and the per-lesson counts name the
-- owner only as a filter no index can take (study's memoryOwner), so no
-- owner-leading index can serve them. The owner columns are in it so that
-- the filter reads the index alone.
-- On a large install: CREATE INDEX (not CONCURRENTLY: the migration is one
-- transaction) takes a SHARE lock on card_memory while it builds, one pass
-- over the table: reads go on, reviews wait. DROP INDEX takes ACCESS
-- EXCLUSIVE on card_memory for an instant.
CREATE INDEX card_memory_lesson_idx ON card_memory (story_id, due, owner_kind, owner_id);
DROP INDEX card_memory_story_idx;
