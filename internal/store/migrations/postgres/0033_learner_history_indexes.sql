-- A review of a signed-in learner reads what they answered today (the daily
-- goal, product §12) and what they earned today and in a row (the streak):
-- by index, so that neither grows with the years of reviews and the
-- thousands of lessons charged in the ledger (decision 0043).
-- - review_log_owner_idx is by created_at, the server's time the goal counts
--   by (it was by reviewed_at, which no query ranges over: the data
--   download reads every row).
-- - credit_ledger_reason_idx: an account's entries of one reason, by
--   reference (the earned days, "day:YYYY-MM-DD").
-- On a large install: one pass over each table in the migration's
-- transaction; writes of reviews and credits wait for it (PostgreSQL: a
-- SHARE lock while each index builds, ACCESS EXCLUSIVE briefly for the drop).
DROP INDEX review_log_owner_idx;
CREATE INDEX review_log_owner_idx ON review_log (owner_kind, owner_id, created_at);
CREATE INDEX credit_ledger_reason_idx ON credit_ledger (account_kind, account_id, reason, reference);
