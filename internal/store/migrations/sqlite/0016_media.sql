-- Issue 16, media. Videos uploaded by users (product §17 'Upload Comedy Club
-- Video'): one row per stored upload, written in the same
-- transaction as its ledger charge, so no upload exists without its charge.
CREATE TABLE video_uploads (
	id TEXT PRIMARY KEY,
	user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
	blob_key TEXT NOT NULL,
	file_name TEXT NOT NULL,
	content_type TEXT NOT NULL,
	size_bytes BIGINT NOT NULL,
	credits_charged INTEGER NOT NULL,
	idempotency_key TEXT NOT NULL UNIQUE,
	created_at TIMESTAMP NOT NULL
);
CREATE INDEX video_uploads_user_idx ON video_uploads (user_id, created_at);

-- Ads played during the generation wait (product §17): chosen at random by
-- weight among the active ones inside their dates; retired ads stay listed.
ALTER TABLE ads ADD COLUMN weight INTEGER NOT NULL DEFAULT 1;
ALTER TABLE ads ADD COLUMN starts_at TIMESTAMP;
ALTER TABLE ads ADD COLUMN ends_at TIMESTAMP;
ALTER TABLE ads ADD COLUMN upload_id TEXT REFERENCES video_uploads (id) ON DELETE SET NULL;
ALTER TABLE ads ADD COLUMN title TEXT NOT NULL DEFAULT '';
ALTER TABLE ads ADD COLUMN updated_at TIMESTAMP;
