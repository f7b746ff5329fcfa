-- Decision 0052: a grade can be undone. Each review keeps what it changed
-- beyond its own columns (the card's whole memory before it, or null when
-- the review made the memory; the words' statuses before it), as JSON, so
-- that undoing restores exactly what was. Rows written before this
-- migration have none and cannot be undone.
-- On a large install: adding a nullable column without a default rewrites
-- nothing (PostgreSQL takes ACCESS EXCLUSIVE on review_log for an instant;
-- SQLite changes the schema only).
ALTER TABLE review_log ADD COLUMN undo_state TEXT;
