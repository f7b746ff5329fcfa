-- Card payments for credit packs (issue 12): one order per Checkout Session,
-- and every Stripe event id stored once, so a replayed or concurrent webhook
-- grants nothing twice.
CREATE TABLE orders (
	id TEXT PRIMARY KEY,
	user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
	package TEXT NOT NULL CHECK (package IN ('small', 'large')),
	credits INTEGER NOT NULL CHECK (credits > 0),
	amount_cents INTEGER NOT NULL CHECK (amount_cents > 0),
	currency TEXT NOT NULL,
	status TEXT NOT NULL CHECK (status IN ('pending', 'paid', 'partially_refunded', 'refunded')),
	checkout_session_id TEXT UNIQUE,
	payment_intent_id TEXT,
	amount_refunded_cents INTEGER NOT NULL DEFAULT 0,
	credits_revoked INTEGER NOT NULL DEFAULT 0,
	credits_unrecovered INTEGER NOT NULL DEFAULT 0,
	created_at TIMESTAMPTZ NOT NULL,
	updated_at TIMESTAMPTZ NOT NULL,
	paid_at TIMESTAMPTZ
);
CREATE INDEX orders_user_idx ON orders (user_id, created_at);
CREATE INDEX orders_payment_intent_idx ON orders (payment_intent_id);

CREATE TABLE stripe_events (
	id TEXT PRIMARY KEY,
	type TEXT NOT NULL,
	order_id TEXT,
	outcome TEXT NOT NULL,
	received_at TIMESTAMPTZ NOT NULL
);
