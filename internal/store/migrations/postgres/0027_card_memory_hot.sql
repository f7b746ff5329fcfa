-- Issue 17: a review rewrites its card's memory row, and the only indexed
-- column it changed was `due`. With `due` out of the indexes, PostgreSQL
-- updates the row in place (a heap-only tuple: no new index entries, a third
-- of the WAL), and the page keeps room for it (fillfactor). The one query that
-- read them (what is due today, per story) reads a learner's cards of one
-- story by (owner, story): a few hundred rows at most.
DROP INDEX card_memory_due_idx;
DROP INDEX card_memory_story_idx;
CREATE INDEX card_memory_story_idx ON card_memory (owner_kind, owner_id, story_id);
ALTER TABLE card_memory SET (fillfactor = 80);
