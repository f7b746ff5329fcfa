-- Decision 0058: a learner's due cards are found by the learner's id and
-- their due times, never through the primary key. card_memory_due_idx began
-- (owner_kind, owner_id) like the primary key (owner_kind, owner_id,
-- card_id): on statistics that expect one memory for a learner (a table
-- never analyzed, or a learner unknown to the last ANALYZE) both cost the
-- same to PostgreSQL, which took the primary key, read every memory of the
-- learner and sorted them to count the due ones (the load benchmark's
-- 10,000-lesson learner: 4,627 memories read and sorted for a count that
-- stops at 1,001). The index is now (owner_id, due), and the learner-level
-- due reads name the learner by id alone (study's dueOwner: ids are random
-- 128-bit values whatever the kind), so the primary key, which begins with
-- the kind, cannot serve them.
-- On a large install: CREATE INDEX (not CONCURRENTLY: the migration is one
-- transaction) takes a SHARE lock on card_memory while it builds, one pass
-- over the table: reads go on, reviews wait. DROP INDEX takes ACCESS
-- EXCLUSIVE on card_memory for an instant.
DROP INDEX card_memory_due_idx;
CREATE INDEX card_memory_due_idx ON card_memory (owner_id, due);
