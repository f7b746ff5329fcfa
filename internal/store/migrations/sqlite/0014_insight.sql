-- Issue 16, insight: the browser's own analytics (product §8), kept in our database.
-- A page view carries the analytics id of the browser (local storage, product §8)
-- and its first-touch and last-touch UTM source, or none of them under
-- Do-Not-Track / Global Privacy Control. day is the UTC date, for charts.
CREATE TABLE page_views (
	id INTEGER PRIMARY KEY,
	session_id TEXT,
	path TEXT NOT NULL,
	first_visit BOOLEAN NOT NULL,
	utm_source TEXT,
	utm_medium TEXT,
	utm_campaign TEXT,
	last_utm_source TEXT,
	referrer_host TEXT,
	day TEXT NOT NULL,
	created_at TIMESTAMP NOT NULL
);
CREATE INDEX page_views_created_at_idx ON page_views (created_at);

-- A visit ends after 5 minutes idle; only visits of at least 3 seconds are kept.
CREATE TABLE visits (
	id INTEGER PRIMARY KEY,
	session_id TEXT NOT NULL,
	started_at TIMESTAMP NOT NULL,
	duration_ms INTEGER NOT NULL CHECK (duration_ms >= 3000),
	page_views INTEGER NOT NULL,
	created_at TIMESTAMP NOT NULL
);
CREATE INDEX visits_created_at_idx ON visits (created_at);
CREATE INDEX analytics_events_created_at_idx ON analytics_events (created_at);
