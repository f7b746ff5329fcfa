-- Error log of product §8: what went wrong, where, for whom.
CREATE TABLE error_logs (
	id INTEGER PRIMARY KEY,
	error_type TEXT NOT NULL,
	error_category TEXT NOT NULL,
	severity TEXT NOT NULL,
	error_message TEXT NOT NULL,
	error_stack TEXT,
	metadata TEXT NOT NULL DEFAULT '{}' CHECK (json_valid(metadata)),
	user_id TEXT,
	session_id TEXT,
	request_id TEXT,
	created_at TIMESTAMP NOT NULL
);
CREATE INDEX error_logs_created_at_idx ON error_logs (created_at);
CREATE INDEX error_logs_type_idx ON error_logs (error_type, created_at);
