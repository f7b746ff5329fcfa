-- Issue 17: `due` leaves card_memory's indexes (PostgreSQL's twin says why);
-- on SQLite too a review's update then writes no index entry.
DROP INDEX card_memory_due_idx;
DROP INDEX card_memory_story_idx;
CREATE INDEX card_memory_story_idx ON card_memory (owner_kind, owner_id, story_id);
