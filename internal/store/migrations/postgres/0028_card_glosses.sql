-- Product §6: a card's words in order, each with its gloss (a JSON array of
-- lang.WordGloss). Where no translator reaches a pair they are the card's
-- back. A column with a constant default is added without rewriting the
-- table (PostgreSQL 11+): an ACCESS EXCLUSIVE lock held for a moment.
ALTER TABLE flashcards ADD COLUMN glosses JSONB NOT NULL DEFAULT '[]';
-- The words of a machine translation that its translator did not know and
-- passed through as written (a JSON array of strings), shown marked.
ALTER TABLE flashcards ADD COLUMN back_unknown JSONB NOT NULL DEFAULT '[]';
