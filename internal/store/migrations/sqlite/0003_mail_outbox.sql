-- Outbox of every mail the product sends (confirmation, password reset): the
-- rendered message, and what became of it. A River job delivers each row.
CREATE TABLE mail_outbox (
	id INTEGER PRIMARY KEY,
	to_address TEXT NOT NULL,
	lang TEXT NOT NULL,
	template TEXT NOT NULL,
	subject TEXT NOT NULL,
	body_text TEXT NOT NULL,
	body_html TEXT NOT NULL,
	link TEXT NOT NULL DEFAULT '',
	status TEXT NOT NULL DEFAULT 'queued' CHECK (status IN ('queued', 'sent', 'logged', 'failed')),
	attempts INTEGER NOT NULL DEFAULT 0,
	last_error TEXT,
	created_at TIMESTAMP NOT NULL,
	sent_at TIMESTAMP
);
CREATE INDEX mail_outbox_to_template_idx ON mail_outbox (to_address, template, id);
CREATE INDEX mail_outbox_status_idx ON mail_outbox (status, created_at);
