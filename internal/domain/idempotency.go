package domain

// CodeIdempotencyKeyReused: an idempotency key came back with a different
// request than the one it was first used for (decision 0010). Retrying the same
// request under its key is safe; reusing the key for another one is refused.
const CodeIdempotencyKeyReused Code = "idempotency_key_reused"

// ErrIdempotencyKeyReused is what every operation that takes a key answers
// to a key reused for a different request. It names no key and no internals.
var ErrIdempotencyKeyReused = &Error{Code: CodeIdempotencyKeyReused, Title: "Idempotency Key Reused",
	Message: "This idempotency key was already used for a different request. Use a new key for a new request."}
