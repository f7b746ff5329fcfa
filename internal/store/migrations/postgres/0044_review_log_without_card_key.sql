-- Decision 0066: review_log keeps no foreign key to flashcards, and so no
-- index by card. A card is deleted only with its lesson (stories cascade to
-- flashcards), and the lesson's deletion takes its reviews by the story key
-- (review_log_story_idx); the card index served that cascade alone (no query
-- reads the log by card) and cost every review one more index page.
-- On a large install: no pass over any table. ACCESS EXCLUSIVE on review_log
-- and flashcards (the constraint), then on review_log (the index), held until
-- the migration commits a moment later; they wait for any transaction reading
-- either table, and later reads of them wait behind: run it when no long
-- report runs.
ALTER TABLE review_log DROP CONSTRAINT review_log_card_id_fkey;
DROP INDEX review_log_card_idx;
