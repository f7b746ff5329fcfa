-- Decision 0068: what a stopped process left unsettled is given back.
-- A Genie wish neither granted nor given back (result and returned_at NULL)
-- long after it was taken was left by a process that stopped during its AI
-- call; the Genie's sweep finds such wishes by their age, every minute, along
-- a partial index that holds the open wishes alone (a handful at any time,
-- however many wishes were ever made).
-- On a large install: CREATE INDEX on genie_wishes (not CONCURRENTLY: the
-- migration is one transaction) takes a SHARE lock while it makes one pass
-- over the table: reads go on, wishes taken, granted or given back wait.
CREATE INDEX genie_wishes_unsettled_idx ON genie_wishes (created_at) WHERE result IS NULL AND returned_at IS NULL;
