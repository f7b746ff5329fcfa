-- Money in any event order (decision 0040): what Stripe has said about a
-- payment besides its completion — the amount refunded so far and any
-- dispute — kept per payment intent, whether or not its order is known yet.
-- A refund or dispute that arrives before checkout.session.completed waits
-- here, and the completion applies it. Only billing writes it. A new table:
-- no lock on an existing one.
CREATE TABLE payment_adjustments (
	payment_intent_id TEXT PRIMARY KEY,
	refunded_cents INTEGER NOT NULL DEFAULT 0 CHECK (refunded_cents >= 0),
	disputed_cents INTEGER NOT NULL DEFAULT 0 CHECK (disputed_cents >= 0),
	dispute_status TEXT NOT NULL DEFAULT '' CHECK (dispute_status IN ('', 'inquiry', 'open', 'won', 'lost')),
	updated_at TIMESTAMP NOT NULL
);
