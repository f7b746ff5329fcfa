-- Product §6: a card's words in order, each with its gloss (a JSON array of
-- lang.WordGloss). Where no translator reaches a pair they are the card's
-- back. Adding a column with a constant default rewrites no row (SQLite
-- changes only the schema); cards made before keep '[]'.
ALTER TABLE flashcards ADD COLUMN glosses TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(glosses));
-- The words of a machine translation that its translator did not know and
-- passed through as written (a JSON array of strings), shown marked.
ALTER TABLE flashcards ADD COLUMN back_unknown TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(back_unknown));
