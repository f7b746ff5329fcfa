-- Issue 10, the wait tells the truth (decision 0021): the generation ad counts
-- down the measured time of the latest finished lessons, newest first.
CREATE INDEX stories_completed_idx ON stories (status, completed_at);
