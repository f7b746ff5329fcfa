-- Decision 0058: a learner's due cards are found by the learner's id and
-- their due times, never through the primary key (PostgreSQL's twin says
-- why). The learner-level due reads name the learner by id alone (study's
-- dueOwner).
-- On a large install: one pass over card_memory to build the index, under
-- the write lock (reviews wait; reads go on).
DROP INDEX card_memory_due_idx;
CREATE INDEX card_memory_due_idx ON card_memory (owner_id, due);
