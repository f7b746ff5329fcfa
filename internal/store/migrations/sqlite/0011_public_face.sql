-- The public face (issue 15): messages sent through the contact form (product §14
-- /contact), and the leaderboards (product §14): study points aggregated per
-- user, period and learning language, and the profile switch to appear.
CREATE TABLE contact_messages (
	id INTEGER PRIMARY KEY,
	first_name TEXT NOT NULL,
	last_name TEXT NOT NULL,
	email TEXT NOT NULL,
	subject TEXT NOT NULL,
	message TEXT NOT NULL,
	lang TEXT NOT NULL,
	user_id TEXT REFERENCES users (id) ON DELETE SET NULL,
	created_at TIMESTAMP NOT NULL
);
CREATE INDEX contact_messages_created_idx ON contact_messages (created_at);

ALTER TABLE profiles ADD COLUMN leaderboard_opt_in BOOLEAN NOT NULL DEFAULT FALSE;

-- period: 'all', or the Monday (UTC) that starts an ISO week as YYYY-MM-DD;
-- language: a learning language code, or '' for every language together.
-- Like the review log, no foreign key on the owner: boards join profiles, so
-- a deleted account's totals are never shown.
CREATE TABLE study_points (
	user_id TEXT NOT NULL,
	period TEXT NOT NULL,
	language TEXT NOT NULL,
	points INTEGER NOT NULL CHECK (points >= 0),
	updated_at TIMESTAMP NOT NULL,
	PRIMARY KEY (user_id, period, language)
);
CREATE INDEX study_points_board_idx ON study_points (period, language, points);
