-- Ready means able to write (decision 0040): /readyz bumps this one row, so
-- a database that is read-only or whose disk is full shows as not ready.
-- Only the store package writes it.
CREATE TABLE write_probe (
	id INTEGER PRIMARY KEY CHECK (id = 1),
	n BIGINT NOT NULL
);
INSERT INTO write_probe (id, n) VALUES (1, 0);
