-- The map (issue 15): the community's lesson count per learning language is
-- one index-only count of finished stories.
CREATE INDEX stories_language_status_idx ON stories (status, target_language);
