-- Issue 16, admin console. An admin may disable an account: while disabled_at
-- is set its sessions are gone and it cannot sign in (password or Google).
ALTER TABLE users ADD COLUMN disabled_at TIMESTAMP;
CREATE INDEX security_audit_events_type_idx ON security_audit_events (event_type, id);
CREATE INDEX error_logs_user_idx ON error_logs (user_id, created_at);
-- Who did it: the admin of an admin action (details.by), for the audit filter.
ALTER TABLE security_audit_events ADD COLUMN actor_email TEXT;
CREATE INDEX security_audit_events_actor_idx ON security_audit_events (actor_email, id);
